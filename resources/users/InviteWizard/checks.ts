import type { DraftValues } from '../../../src/framework';
import { normaliseEmail } from '../../../src/shared/validation';
import { checkEmail } from '../api';

/** Personal information's Next: the email must be free (`POST /users/email-check`); kept lower-cased, the phone trimmed. */
export const checkPersonalInformation = async (values: DraftValues) => {
  const email = normaliseEmail(values.email)!;
  const { available } = await checkEmail(email);
  if (!available) return { errors: { email: 'resources.users.wizard.emailTaken' } };
  return { values: { ...values, email, phone: typeof values.phone === 'string' ? values.phone.trim() : '' } };
};
