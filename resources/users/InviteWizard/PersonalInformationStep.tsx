/**
 * Step 1: first name, last name, email (unique: `POST /users/email-check`) and an optional phone. Opened from a
 * company, it starts from the company's administrator contact (prefill.ts).
 */
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Loading, TextInput, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../providers/http';
import { ServerError } from '../../../src/framework/views';
import { email, normaliseEmail, phone, required } from '../../../src/shared/validation';
import { checkEmail } from '../api';
import { useDraft, type InviteDraft } from './draft';
import { useCompanyPrefill } from './prefill';
import { StepForm } from './StepForm';
import { useStepPaths } from './useStepPaths';

export const PersonalInformationStep = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const paths = useStepPaths();
  const { update } = useDraft();
  const prefilled = useCompanyPrefill();
  const label = (source: string) => translate(`resources.users.fields.${source}`);
  const rules = useMemo(
    () => ({
      firstName: required(translate('resources.users.fields.firstName')),
      lastName: required(translate('resources.users.fields.lastName')),
      email: email(translate('resources.users.fields.email')),
      phone: phone(),
    }),
    [translate],
  );
  const check = useMutation({ mutationFn: (address: string) => checkEmail(address) });
  const submit = async (values: InviteDraft) => {
    const address = normaliseEmail(values.email)!;
    try {
      const { available } = await check.mutateAsync(address);
      if (!available) return { email: translate('resources.users.wizard.emailTaken') };
    } catch (error) {
      // Under the form (below); on the email too only when the API says it is the email that is wrong.
      return isApiError(error) && error.fieldErrors.email ? { email: error.fieldErrors.email } : undefined;
    }
    update({ ...values, email: address, phone: values.phone?.trim() || '' });
    navigate(paths.permissions);
    return undefined;
  };
  if (!prefilled) return <Loading />;
  return (
    <StepForm fields={['firstName', 'lastName', 'email', 'phone']} onSubmit={submit} feedback={<ServerError error={check.error} />}>
      <TextInput source="firstName" label={label('firstName')} validate={rules.firstName} autoComplete="off" />
      <TextInput source="lastName" label={label('lastName')} validate={rules.lastName} autoComplete="off" />
      <TextInput source="email" label={label('email')} type="email" validate={rules.email} autoComplete="off" />
      <TextInput source="phone" label={label('phone')} type="tel" validate={rules.phone} autoComplete="off" helperText={false} />
    </StepForm>
  );
};
