import { useTranslate } from '../../providers/i18n/I18nContext';
import type { FormState } from './form';
import { TextField } from './ui';

/** 'New password' and 'Confirm new password', as every journey that sets a password asks for them. */
export const NewPasswordFields = <F extends string>({
  form,
  password,
  confirmation,
}: {
  form: FormState<F>;
  password: F;
  confirmation: F;
}) => {
  const translate = useTranslate();
  return (
    <>
      <TextField
        {...form.field(password)}
        label={translate('portico.auth.fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField
        {...form.field(confirmation)}
        label={translate('portico.auth.fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
};
