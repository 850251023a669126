import type { DraftSave, DraftValues } from '../../../src/framework';
import { normaliseEmail } from '../../../src/shared/validation';
import { checkEmail, createUser } from '../api';

/** Personal information's Next: the email must be free (`POST /users/email-check`); kept lower-cased, the phone trimmed. */
export const checkPersonalInformation = async (values: DraftValues) => {
  const email = normaliseEmail(values.email)!;
  const { available } = await checkEmail(email);
  if (!available) return { errors: { email: 'resources.users.wizard.emailTaken' } };
  return { values: { ...values, email, phone: typeof values.phone === 'string' ? values.phone.trim() : '' } };
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Leaving client access creates the user without an invitation (SetupIncomplete): employer access decides what they
 * can open, then sends it (issue 27). An internal role (`then: 'record'`), who opens everything, is invited at once
 * through `POST /users/support-role`, and the wizard ends.
 */
export const createInvitee: DraftSave = async (draft, then) => {
  const internal = then === 'record';
  const all = !internal && draft.companyIds === 'all';
  const user = await createUser(
    {
      firstName: text(draft.firstName),
      lastName: text(draft.lastName),
      email: text(draft.email),
      phone: text(draft.phone) || undefined,
      roleName: text(draft.roleName),
      allCompanies: all,
      companyIds: internal || all || !Array.isArray(draft.companyIds) ? [] : draft.companyIds.map(String),
      sendInvitation: internal,
    },
    internal,
  );
  return internal
    ? { id: user.id, notice: { key: 'resources.users.wizard.invited', type: 'success', args: { email: user.email } } }
    : {
        id: user.id,
        notice: { key: 'resources.users.wizard.created', type: 'info', args: { name: `${user.firstName} ${user.lastName}` } },
      };
};
