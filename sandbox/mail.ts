import type { Email, Store } from './types';

/** Where e-mailed links point: the portal served by `npm start`, unless SANDBOX_PORTAL_ORIGIN says otherwise. */
export const portalOrigin = () => globalThis.process?.env?.SANDBOX_PORTAL_ORIGIN || 'http://localhost:5173';

const base64url = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** The sign-up path segment: base64url of `{"email","token"}`, which the sign-up page decodes. */
export const verificationToken = (email: string, token: string) => base64url(JSON.stringify({ email, token }));

export const signUpLink = (email: string, token: string) => `${portalOrigin()}/auth/signup/${verificationToken(email, token)}`;

export const invitationEmail = (to: string, firstName: string, token: string, sentAt: Date): Email => ({
  to,
  subject: 'You have been invited to the Portico client portal',
  text: [
    `Hello ${firstName},`,
    '',
    'You have been invited to the Portico client portal. Choose your password here (the link expires in 7 days):',
    '',
    signUpLink(to, token),
    '',
    'If you were not expecting this invitation you can ignore this email.',
  ].join('\n'),
  sentAt: sentAt.toISOString(),
});

export const send = (store: Store, email: Omit<Email, 'sentAt'>) => {
  store.outbox.push({ ...email, sentAt: new Date().toISOString() });
};
