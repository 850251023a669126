/**
 * react-admin's SimpleForm and TabbedForm as the generated screens use them: checked by the portal (`noValidate`) and
 * without react-admin's invalid-form toast, since FormErrorSummary lists the mistakes once. They give the options to
 * ra-core's Form alone: react-admin 5.15.4's SimpleForm and TabbedForm also pass the toast's opt-out on to the
 * element they lay the fields out in, and React warns of an attribute it does not know on every form.
 */
import { CardContent, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, TabbedFormView, Toolbar, type FormProps } from 'react-admin';
import { matchPath, useLocation } from 'react-router-dom';

type GeneratedFormProps = FormProps & { toolbar?: ReactNode };

/** SimpleForm's layout: the inputs in one column and the toolbar below them, with room for it on a phone. */
export const GeneratedSimpleForm = ({ children, toolbar = <Toolbar />, ...form }: GeneratedFormProps) => (
  <Form {...form} noValidate disableInvalidFormNotification>
    <CardContent sx={(theme) => ({ [theme.breakpoints.down('sm')]: { paddingBottom: '5em' } })}>
      <Stack sx={{ alignItems: 'flex-start' }}>{children}</Stack>
    </CardContent>
    {toolbar}
  </Form>
);

/** Where TabbedForm's tab links start, as react-admin's own (unexported) useFormRootPath finds it. */
const useFormRootPathname = () => {
  const { pathname } = useLocation();
  return (matchPath(':resource/create/*', pathname) ?? matchPath(':resource/:id/*', pathname))?.pathnameBase ?? '';
};

/** TabbedForm's layout: a tab (TabbedForm.Tab) per child, each at its own URL below the form's. */
export const GeneratedTabbedForm = ({ children, toolbar, ...form }: GeneratedFormProps) => {
  const formRootPathname = useFormRootPathname();
  return (
    <Form formRootPathname={formRootPathname} {...form} noValidate disableInvalidFormNotification>
      <TabbedFormView formRootPathname={formRootPathname} toolbar={toolbar}>
        {children}
      </TabbedFormView>
    </Form>
  );
};
