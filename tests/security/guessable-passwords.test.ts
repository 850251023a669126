// @vitest-environment node
/**
 * Issue 22 (ASVS 6.2.4, 6.2.11): `Password123!` met spec 5's composition rule and was accepted as a new password.
 * Every call that sets a password now refuses one that appears in a list of 100,000+ common passwords (also once the
 * digits and symbols added around a listed word are taken off), and one built from the product's name, the user's
 * organisation's name, or the user's own name or email, whatever the case; spec 5's rule and message still come first.
 */
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { ID, PASSWORD, login, outbox, post } from '../sandbox/helpers';

const COMMON = 'Choose a less common password: this one appears in lists of passwords attackers try first.';
const PERSONAL = 'Choose a password that does not contain your name, your email address, or the name of Portico or your organisation.';
const RULE = 'Password should contain at least an uppercase letter, lowercase letter, number and special character.';

interface Setter {
  email: string;
  field: 'password' | 'newPassword';
  /** Prepares the call (a token, a code, a challenge session) and answers a function that tries one password. */
  prepare: () => Promise<(password: string) => Promise<Response>>;
}

const signupToken = async () => {
  const mail = (await outbox()).find((m) => m.to === 'newjoiner@portico.test')!;
  const link = /\/auth\/signup\/(\S+)/.exec(mail.text)![1]!;
  return JSON.parse(atob(link.replace(/-/g, '+').replace(/_/g, '/'))).token as string;
};

const SETTERS: Record<string, Setter> = {
  'sign-up (email-confirm)': {
    email: 'newjoiner@portico.test',
    field: 'password',
    prepare: async () => {
      const token = await signupToken();
      return (password) => post(`${ID}/users/email-confirm`, { email: 'newjoiner@portico.test', token, password });
    },
  },
  'the new-password challenge': {
    email: 'manager@portico.test',
    field: 'password',
    prepare: async () => {
      getStore().users.find((u) => u.email === 'manager@portico.test')!.temporaryPassword = true;
      const { session } = await login('manager@portico.test');
      return (password) => post(`${ID}/auth/login/new-password`, { session, password });
    },
  },
  'change password': {
    email: 'clientadmin@portico.test',
    field: 'newPassword',
    prepare: async () => {
      const { accessToken } = await login('clientadmin@portico.test');
      return (newPassword) => post(`${ID}/users/current/change-password`, { oldPassword: PASSWORD, newPassword }, accessToken);
    },
  },
  'reset confirm': {
    email: 'sftp@portico.test',
    field: 'password',
    prepare: async () => {
      await post(`${ID}/users/reset-password`, { email: 'sftp@portico.test' });
      const mail = (await outbox()).find((m) => m.to === 'sftp@portico.test')!;
      const code = /\b(\d{6})\b/.exec(mail.text)![1];
      return (password) => post(`${ID}/users/reset-password/confirm`, { email: 'sftp@portico.test', code, password });
    },
  },
};

const userNamed = (email: string) => getStore().users.find((u) => u.email === email)!;
/** Names the user's organisation (every seeded client is in 'Portico Demo', the product's name already). */
const nameOrganisationOf = (email: string, name: string) => {
  getStore().tenants.find((t) => userNamed(email).tenantIds.includes(t.id))!.name = name;
};

describe.each(Object.entries(SETTERS))('a new password through %s', (_, setter) => {
  const refusal = async (attempt: (password: string) => Promise<Response>, password: string) => {
    const res = await attempt(password);
    expect(res.status, password).toBe(400);
    return ((await res.json()).errors?.[setter.field] ?? []) as string[];
  };

  it('refuses Password123! and other listed passwords, decorated or not, as a field error', async () => {
    const attempt = await setter.prepare();
    expect(await refusal(attempt, 'Password123!')).toEqual([COMMON]);
    // A listed word with look-alike characters and a year added, and one found only past the list's first 250,000.
    expect(await refusal(attempt, 'P@ssw0rd2026!')).toEqual([COMMON]);
    expect(await refusal(attempt, 'Disneyland12345$')).toEqual([COMMON]);
    // The spec's composition rule and its message come first.
    expect(await refusal(attempt, 'password1234')).toEqual([RULE]);
    // Nothing was set: the user's password is what it was.
    expect((await post(`${ID}/auth/login`, { email: setter.email, password: 'Password123!' })).status).toBe(400);
  });

  it("refuses the product's name, the organisation's, and the user's own name and email, in any case", async () => {
    nameOrganisationOf(setter.email, 'Kestrel Mutual Trustees');
    const attempt = await setter.prepare();
    const user = userNamed(setter.email);
    expect(await refusal(attempt, 'pORTICO#Secure-2031')).toEqual([PERSONAL]);
    expect(await refusal(attempt, 'KESTREL#quay-2031')).toEqual([PERSONAL]);
    expect(await refusal(attempt, 'Quay#Mutual-2031')).toEqual([PERSONAL]);
    expect(await refusal(attempt, `Lantern#${user.lastName.toLowerCase()}-2031`)).toEqual([PERSONAL]);
    expect(await refusal(attempt, `${user.firstName}#Lantern-2031`)).toEqual([PERSONAL]);
    expect(await refusal(attempt, `Lantern#${setter.email.split('@')[0]}-2031`)).toEqual([PERSONAL]);
  });

  it('accepts a password that is neither listed nor personal', async () => {
    const attempt = await setter.prepare();
    const res = await attempt('Lantern#Quay-Mosaic-2031');
    expect(res.status).toBeLessThan(300);
  });
});
