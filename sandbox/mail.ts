/**
 * Every email the sandbox sends about a person's account, written as the real services must write them (docs/api.md,
 * "What every email says"): who did it, for which company and portal, why the email came, what to do next, and what
 * to do if it was not expected. Links are built from the configured portal address only, never from the request that
 * caused the email (Host, Origin and X-Forwarded-Host are the client's to choose: a reset-link poisoning vector).
 */
import { displayRole, toRole, type Role } from '../src/shared/roles';
import { oneLine } from '../src/shared/singleLine';
import type { Email, Store, User } from './types';

/** Where e-mailed links point: the portal served by `npm start`, unless SANDBOX_PORTAL_ORIGIN says otherwise. */
export const portalOrigin = () => (globalThis.process?.env?.SANDBOX_PORTAL_ORIGIN || 'http://localhost:5173').replace(/\/+$/, '');

/** The provider's own staff (internal roles) sign as this. */
const PROVIDER = 'Portico';

const base64url = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** The sign-up path segment: base64url of `{"email","token"}`, which the sign-up page decodes. */
export const verificationToken = (email: string, token: string) => base64url(JSON.stringify({ email, token }));

export const signUpLink = (email: string, token: string) => `${portalOrigin()}/auth/signup/${verificationToken(email, token)}`;

/** The parts of the store an email reads (the seed builds one before the store exists). */
type MailStore = Pick<Store, 'companies' | 'tenants' | 'settings'>;

const fullName = (user: Pick<User, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`;

const INTERNAL: readonly Role[] = ['SuperAdmin', 'Support', 'Analyst', 'Viewer'];
const EVERY_COMPANY: readonly Role[] = ['SuperAdmin', 'Support'];

/** "A", "A and B", "A, B and C"; past five names, "A, B, C, D and 3 other companies". */
const listOf = (names: string[]) => {
  if (names.length <= 1) return names[0] ?? '';
  const shown = names.length > 5 ? [...names.slice(0, 4), `${names.length - 4} other companies`] : names;
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
};

const companyNames = (store: MailStore, user: User) => store.companies.filter((c) => user.companyIds.includes(c.id)).map((c) => c.name);

/** "every company" for SuperAdmin and Support, else the user's companies by name. */
const companiesOf = (store: MailStore, user: User) =>
  EVERY_COMPANY.includes(toRole(user.role)!) ? 'every company' : listOf(companyNames(store, user)) || 'no company yet';

/** "the Portico client portal of Portico Demo"; one tenant's portal, or the provider's for staff of every tenant. */
const portalOf = (store: MailStore, user: User) => {
  const tenants = store.tenants.filter((t) => user.tenantIds.includes(t.id));
  return tenants.length === 1 ? `the ${PROVIDER} client portal of ${tenants[0]!.name}` : `the ${PROVIDER} client portal`;
};

/** "Charlotte Pemberton (Client Admin at Thames Valley Logistics Ltd)": the person, their role and whom they work for. */
const introduce = (store: MailStore, actor: User, about?: User) => {
  const role = toRole(actor.role);
  const shared = store.companies.find((c) => actor.companyIds.includes(c.id) && (!about || about.companyIds.includes(c.id)));
  const at = role && INTERNAL.includes(role) ? PROVIDER : (shared?.name ?? PROVIDER);
  return `${fullName(actor)} (${displayRole(actor.role)} at ${at})`;
};

/** The role as it follows "as": "a Client Admin", "an Analyst", "Support" (a team, not a title). */
const AS_ROLE: Record<Role, string> = {
  SuperAdmin: 'a Super Admin',
  Support: 'Support',
  Analyst: 'an Analyst',
  Viewer: 'a Viewer',
  ClientAdmin: 'a Client Admin',
  Manager: 'a Manager',
  SftpOnly: 'an Sftp Only user',
};

/** What the role will do, in a sentence that follows "As {role} you will …". */
const WILL_DO: Record<Role, (companies: string) => string> = {
  SuperAdmin: () => 'run the whole portal: every company and tenant, the other administrators and the platform settings',
  Support: () => 'administer every company, its users and its data on behalf of clients',
  Analyst: (companies) => `read every area for ${companies}, and ask for access to member data when a task needs it`,
  Viewer: () => 'read every company in the administration area, without changing anything',
  ClientAdmin: (companies) => `manage the users, schemes, employers and data requests of ${companies}, and use their modules`,
  Manager: (companies) => `use the modules of ${companies} from your dashboard`,
  SftpOnly: (companies) => `send files for ${companies} by SFTP (you add your SSH key after choosing your password)`,
};

/** The support address that applies to the user's first company (its override), else the platform default. */
const supportEmail = (store: MailStore, user: User) => {
  const { settings } = store;
  const own = settings.find((s) => s.key === 'supportEmail' && s.companyId !== null && user.companyIds.includes(s.companyId));
  return (own ?? settings.find((s) => s.key === 'supportEmail' && s.scope === 'Default'))?.value ?? 'support@portico.test';
};

const dateTime = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at)} at ${time(at)}`;
const time = (at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(at)} UTC`;

/** The mail a person gets when invited. `inviter`: who sent it (an administrator, or the seed's SuperAdmin). */
export const invitationEmail = (
  store: MailStore,
  user: User,
  inviter: User,
  invitation: { token: string; expiresAt: number },
  sentAt: Date,
): Email => {
  const role = toRole(user.role) ?? 'Manager';
  const companies = companiesOf(store, user);
  const portal = portalOf(store, user);
  const days = Math.round((invitation.expiresAt - sentAt.getTime()) / 86_400_000);
  const purpose = EVERY_COMPANY.includes(role)
    ? `It is where ${PROVIDER}'s clients manage the administration of their pension schemes.`
    : `It is where the pension-scheme administration of ${companies} is managed.`;
  return {
    to: user.email,
    // Names are refused with line breaks, but one stored before that rule must not start a header of its own.
    subject: oneLine(`${fullName(inviter)} has invited you to the ${PROVIDER} client portal for ${companies}`),
    text: [
      `Hello ${user.firstName},`,
      '',
      `${introduce(store, inviter, user)} has invited you to ${portal}, as ${AS_ROLE[role]} for ${companies}.`,
      '',
      `${purpose} As ${AS_ROLE[role]} you will ${WILL_DO[role](companies)}.`,
      '',
      `Your account: ${user.email}`,
      '',
      `To accept, choose your password at the address below; it works once and expires on ${dateTime(new Date(invitation.expiresAt))} (in ${days} days).`,
      '',
      signUpLink(user.email, invitation.token),
      '',
      `If you were not expecting this invitation, or do not work with ${companies}, do not use the link: ignore this email and ` +
        `nothing more happens. To check it is genuine, ask ${fullName(inviter)} (${inviter.email}) or ${PROVIDER} support ` +
        `(${supportEmail(store, user)}).`,
    ].join('\n'),
    sentAt: sentAt.toISOString(),
  };
};

/** The mail with a password-reset code (`POST /users/reset-password`). The code is the first six digits in it. */
export const passwordResetEmail = (store: MailStore, user: User, code: string, expiresAt: number, sentAt = new Date()): Email => {
  const minutes = Math.round((expiresAt - sentAt.getTime()) / 60_000);
  return {
    to: user.email,
    subject: `Your ${PROVIDER} password reset code`,
    text: [
      `Hello ${user.firstName},`,
      '',
      `Your code is ${code}.`,
      '',
      `Someone asked to reset the password of your account ${user.email} on ${portalOf(store, user)}, on ${dateTime(sentAt)}. ` +
        `Enter the code with your new password on the password reset page where it was asked for. It works once and ` +
        `expires at ${time(new Date(expiresAt))} (in ${minutes} minutes). If you closed that page, start again at:`,
      '',
      `${portalOrigin()}/auth/password/reset`,
      '',
      `If you did not ask to reset your password, ignore this email: your password has not changed, and the code is no ` +
        `use without access to this mailbox. If these emails keep coming, tell your administrator or ${PROVIDER} support ` +
        `(${supportEmail(store, user)}).`,
    ].join('\n'),
    sentAt: sentAt.toISOString(),
  };
};

const MFA_RESET_SUBJECT = `Multi-factor authentication was reset on your ${PROVIDER} account`;

/** The mail after the user removed their own authenticator (`POST /users/current/reset-mfa`). */
export const ownMfaResetEmail = (store: MailStore, user: User, sentAt = new Date()): Email => ({
  to: user.email,
  subject: MFA_RESET_SUBJECT,
  text: [
    `Hello ${user.firstName},`,
    '',
    `The authenticator of your account ${user.email} on ${portalOf(store, user)} was removed on ${dateTime(sentAt)}, from a ` +
      `session signed in with your password and, if you had one, a code from that authenticator. Every other session of ` +
      `your account was signed out. At your next sign-in you will be asked to set up a new authenticator:`,
    '',
    `${portalOrigin()}/auth/login`,
    '',
    `If this was not you, someone knows your password: reset it at once at ${portalOrigin()}/auth/password/reset and tell ` +
      `your administrator or ${PROVIDER} support (${supportEmail(store, user)}).`,
  ].join('\n'),
  sentAt: sentAt.toISOString(),
});

/** The mail after an authenticator was enrolled (`POST /2FA-auth/token-verify`), at sign-in or from a session. */
export const mfaEnrolledEmail = (store: MailStore, user: User, sentAt = new Date()): Email => ({
  to: user.email,
  subject: `An authenticator was added to your ${PROVIDER} account`,
  text: [
    `Hello ${user.firstName},`,
    '',
    `An authenticator app was set up for multi-factor authentication on your account ${user.email} on ` +
      `${portalOf(store, user)} on ${dateTime(sentAt)}, after your password was given. Every other session of your ` +
      `account was signed out. From now on you sign in with your password and a code from that app:`,
    '',
    `${portalOrigin()}/auth/login`,
    '',
    `If this was not you, someone knows your password and can now sign in as you: tell your administrator or ` +
      `${PROVIDER} support (${supportEmail(store, user)}) at once, who can reset your multi-factor authentication, and ` +
      `reset your password at ${portalOrigin()}/auth/password/reset.`,
  ].join('\n'),
  sentAt: sentAt.toISOString(),
});

/** The mail after an administrator reset the user's MFA (`POST /api/v1/users/{id}/reset-mfa`). */
export const adminMfaResetEmail = (store: MailStore, user: User, admin: User, sentAt = new Date()): Email => ({
  to: user.email,
  subject: MFA_RESET_SUBJECT,
  text: [
    `Hello ${user.firstName},`,
    '',
    `${introduce(store, admin, user)} reset the multi-factor authentication of your account ${user.email} on ` +
      `${portalOf(store, user)} on ${dateTime(sentAt)}, usually because an authenticator was lost. Your password is ` +
      `unchanged. Every session of your account was signed out. At your next sign-in you will be asked to set up a ` +
      `new authenticator:`,
    '',
    `${portalOrigin()}/auth/login`,
    '',
    `If you did not ask for this, tell ${fullName(admin)} (${admin.email}) or ${PROVIDER} support ` +
      `(${supportEmail(store, user)}), and set up your new authenticator yourself as soon as you can.`,
  ].join('\n'),
  sentAt: sentAt.toISOString(),
});

export const send = (store: Store, email: Omit<Email, 'sentAt'>) => {
  store.outbox.push({ ...email, subject: oneLine(email.subject), sentAt: new Date().toISOString() });
};
