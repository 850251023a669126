import { signIn, type LoginResult } from '../../../providers/session';

export const SEEDED_PASSWORD = 'Portico#Demo2026';

/** Signs in against the sandbox's identity service, as the login page would, and keeps the tokens in the cookie. */
export const signInAs = async (email: string, password = SEEDED_PASSWORD) => {
  const response = await fetch('http://localhost:4010/identity/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} failed: ${response.status}`);
  const result = (await response.json()) as LoginResult;
  if (!signIn(result)) throw new Error(`sign-in as ${email} returned no tokens`);
};
