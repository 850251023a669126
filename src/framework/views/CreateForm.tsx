/**
 * The generated create form. Saving goes to the wizard's next step, to the new record, or (`onCreated`, a form
 * inside a wizard step) stays put with an empty form for the next one.
 */
import { Button, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { CreateBase, SaveButton, SimpleForm, Toolbar, useTranslate, type RaRecord } from 'react-admin';
import { headingOf } from '../nesting';
import { createPath, recordMeta, recordPath } from '../paths';
import { useDefinition } from './DefinitionContext';
import { renderInput } from './fieldComponents';
import { FormServerError } from './FormServerError';
import { LeaveWarning } from './FormToolbar';
import { FormErrorSummary } from './FormErrorSummary';
import { RequiredFieldsNote } from './RequiredFieldsNote';

/**
 * After a save in place (`onCreated`) the form empties back to its defaults (the parent values). One object for
 * every render: react-admin resets the form whenever this option changes, which would wipe what is being typed.
 */
const RESET_OPTIONS = { keepDefaultValues: true } as const;

interface CreateFormProps {
  nextStep?: string;
  onCreated?: (record: RaRecord) => void;
  /** Shown above the title, e.g. the wizard's stepper. */
  header?: ReactNode;
  /** A form opened in place: a Cancel beside Save closes it. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** Opened by the user: the first field takes the focus. */
  focusFirstField?: boolean;
  /** The title's level where the default (from the nesting) does not fit, e.g. inside a list's row. */
  heading?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5';
}

export const CreateForm = ({
  nextStep,
  onCreated,
  header,
  onCancel,
  cancelLabel,
  focusFirstField,
  heading: headingLevel,
}: CreateFormProps) => {
  const { definition, parentValues, mode } = useDefinition();
  const translate = useTranslate();
  // Inside a parent's screen (a nested create, or a form within a wizard step) the title sits below the parent's.
  const heading = headingLevel ?? headingOf(definition);
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusFirstField) formRef.current?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, [role=combobox]')?.focus();
  }, [focusFirstField]);
  const afterSave = (_resource?: string, id?: string | number) =>
    nextStep
      ? `${createPath(definition, parentValues)}/${encodeURIComponent(String(id))}/${nextStep}`
      : recordPath(definition, mode ?? (definition.route.views.view ? 'view' : 'update'), id!, parentValues);
  return (
    <CreateBase
      resource={definition.name}
      redirect={onCreated ? false : afterSave}
      mutationOptions={{ meta: recordMeta(definition, parentValues), ...(onCreated ? { onSuccess: onCreated } : {}) }}
    >
      <Card sx={{ mt: 1 }} variant={onCreated ? 'outlined' : 'elevation'} ref={formRef}>
        <CardContent>
          {header}
          <Typography variant={heading === 'h1' ? 'h5' : 'h6'} component={heading}>
            {translate(`resources.${definition.name}.createTitle`)}
          </Typography>
          <SimpleForm
            defaultValues={parentValues}
            disableInvalidFormNotification
            noValidate
            resetOptions={RESET_OPTIONS}
            toolbar={
              nextStep || onCancel ? (
                <Toolbar sx={{ gap: 1 }}>
                  <SaveButton label={nextStep ? 'portico.shell.wizard.saveAndContinue' : undefined} />
                  {onCancel && <Button onClick={onCancel}>{cancelLabel}</Button>}
                </Toolbar>
              ) : undefined
            }
          >
            <LeaveWarning />
            <RequiredFieldsNote fields={definition.fields.filter((f) => f.create)} mode="create" />
            {definition.fields.filter((f) => f.create).map((f) => renderInput(definition, f, 'create'))}
            <FormErrorSummary />
            <FormServerError />
          </SimpleForm>
        </CardContent>
      </Card>
    </CreateBase>
  );
};
