// @vitest-environment node
/**
 * Issue 27: inviting decides access before it invites, and every email says who, what, why and what to do if it was
 * not expected. A user can be created without the invitation (status SetupIncomplete) and invited later with the
 * spec's `POST /users/{id}/resendConfirmationCode`; the emails name the inviter, the company, the role and the portal.
 */
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { MFA_EMAIL, MFA_SECRET, signInEnrolled, totpAt } from '../security/helpers';
import { ID, PORTAL, get, outbox, post, tokenFor } from './helpers';

const OLIVIA = {
  firstName: 'Olivia',
  lastName: 'Brennan',
  email: 'olivia.brennan@example.com',
  roleName: 'ClientPortal_ClientAdmin',
  companyIds: ['cmp-01'],
};

const mailTo = async (to: string) => (await outbox()).filter((m) => m.to === to);

describe('creating a user without sending the invitation', () => {
  it('keeps the user at SetupIncomplete with no email and no sign-up token until the invitation is sent', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const res = await post(`${PORTAL}/users`, { ...OLIVIA, sendInvitation: false }, token);
    expect(res.status).toBe(201);
    const user = await res.json();
    expect(user.status).toBe('SetupIncomplete');
    expect(await mailTo(OLIVIA.email)).toEqual([]);
    expect(getStore().invitations.some((i) => i.email === OLIVIA.email)).toBe(false);
    const details = await (await get(`${PORTAL}/users/${user.id}/userDetails`, token)).json();
    expect(details).toMatchObject({ status: 'SetupIncomplete', hasPendingInvitation: false });
    // The address is taken: a second wizard cannot create the same person again.
    expect(await (await post(`${PORTAL}/users/email-check`, { email: OLIVIA.email }, token)).json()).toEqual({ available: false });

    // Nobody can sign in or reset a password into an account whose access is still being decided.
    expect((await post(`${ID}/users/reset-password`, { email: OLIVIA.email })).status).toBe(204);
    expect(await mailTo(OLIVIA.email)).toEqual([]);
    // Activating would skip the invitation: refused with the way forward.
    const activate = await post(`${PORTAL}/users/${user.id}/activate`, {}, token);
    expect(activate.status).toBe(400);
    expect((await activate.json()).message).toBe('The user has not been invited yet: send the invitation.');

    const sent = await post(`${PORTAL}/users/${user.id}/resendConfirmationCode`, {}, token);
    expect(sent.status).toBe(200);
    expect((await sent.json()).status).toBe('Invited');
    const [mail, ...more] = await mailTo(OLIVIA.email);
    expect(more).toEqual([]);
    expect(mail!.text).toMatch(/\/auth\/signup\/[A-Za-z0-9_-]+\n/);
    expect((await (await get(`${PORTAL}/users/${user.id}/userDetails`, token)).json()).hasPendingInvitation).toBe(true);
  });

  it('still sends the invitation at once when not told otherwise (the spec’s POST /users)', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const user = await (await post(`${PORTAL}/users`, OLIVIA, token)).json();
    expect(user.status).toBe('Invited');
    expect(await mailTo(OLIVIA.email)).toHaveLength(1);
  });

  it('refuses an invitation to a user who has accepted one', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const res = await post(`${PORTAL}/users/usr-manager/resendConfirmationCode`, {}, token);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Only a user who has not accepted an invitation yet can be sent one.');
  });
});

describe('what the emails say', () => {
  it('the invitation names the inviter, the company, the role in words, what the account is for, the expiry and the link', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const user = await (await post(`${PORTAL}/users`, { ...OLIVIA, sendInvitation: false }, token)).json();
    await post(`${PORTAL}/users/${user.id}/resendConfirmationCode`, {}, token);
    const [mail] = await mailTo(OLIVIA.email);
    expect(mail!.subject).toBe('Charlotte Pemberton has invited you to the Portico client portal for Thames Valley Logistics Ltd');
    const text = mail!.text;
    expect(text).toMatch(/^Hello Olivia,\n/);
    expect(text).toContain(
      'Charlotte Pemberton (Client Admin at Thames Valley Logistics Ltd) has invited you to the Portico client portal of Portico Demo, ' +
        'as a Client Admin for Thames Valley Logistics Ltd.',
    );
    expect(text).toContain('It is where the pension-scheme administration of Thames Valley Logistics Ltd is managed.');
    expect(text).toContain('manage the users, schemes, employers and data requests of Thames Valley Logistics Ltd');
    expect(text).toContain('Your account: olivia.brennan@example.com');
    expect(text).toMatch(/it works once and expires on \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} UTC \(in 7 days\)/);
    expect(text).toMatch(/\nhttp:\/\/localhost:5173\/auth\/signup\/[A-Za-z0-9_-]+\n/);
    expect(text).toContain('If you were not expecting this invitation');
    expect(text).toContain('Charlotte Pemberton (clientadmin@portico.test)');
    expect(text).toContain('support@portico.test');
  });

  it('an internal inviter is named as Portico staff, and an internal invitee works for every company', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const body = { firstName: 'Sam', lastName: 'Patel', email: 'sam.patel@portico.test', roleName: 'Support', companyIds: [] };
    await post(`${PORTAL}/users/support-role`, body, token);
    const [mail] = await mailTo('sam.patel@portico.test');
    expect(mail!.text).toContain('Eleanor Whitfield (Super Admin at Portico) has invited you to the Portico client portal');
    expect(mail!.text).toContain('as Support for every company');
  });

  it('the seeded invitation says who sent it too', async () => {
    const [mail] = await mailTo('newjoiner@portico.test');
    expect(mail!.text).toContain('Eleanor Whitfield (Super Admin at Portico) has invited you');
    expect(mail!.text).toContain('as an Analyst for Thames Valley Logistics Ltd');
  });

  it('the password reset names the account and the portal, gives the code, its expiry and what to do if unexpected', async () => {
    expect((await post(`${ID}/users/reset-password`, { email: 'viewer@portico.test' })).status).toBe(204);
    const mail = (await mailTo('viewer@portico.test')).at(-1)!;
    expect(mail.subject).toBe('Your Portico password reset code');
    expect(mail.text).toMatch(/^Hello George,\n/);
    expect(mail.text).toMatch(/Your code is (\d{6})\./);
    // The first six digits in the email are the code (what the sign-in tests read).
    expect(/(\d{6})/.exec(mail.text)![1]).toBe(/Your code is (\d{6})/.exec(mail.text)![1]);
    expect(mail.text).toContain('viewer@portico.test');
    expect(mail.text).toContain('the Portico client portal');
    expect(mail.text).toMatch(/expires at \d{2}:\d{2} UTC \(in 15 minutes\)/);
    expect(mail.text).toContain('http://localhost:5173/auth/password/reset');
    expect(mail.text).toContain('If you did not ask');
    expect(mail.text).toContain('support@portico.test');
  });

  it("an administrator's MFA reset tells the user who did it and what happens next", async () => {
    const token = await tokenFor('superadmin@portico.test');
    expect((await post(`${PORTAL}/users/usr-mfa/reset-mfa`, {}, token)).status).toBe(200);
    const mail = (await mailTo('mfa@portico.test')).at(-1)!;
    expect(mail.subject).toBe('Multi-factor authentication was reset on your Portico account');
    expect(mail.text).toContain('Eleanor Whitfield (Super Admin at Portico) reset the multi-factor authentication of your account');
    expect(mail.text).toContain('http://localhost:5173/auth/login');
    expect(mail.text).toContain('If you did not ask for this');
  });

  it('the self-service MFA reset says what happened and what to do if it was not you', async () => {
    const { accessToken } = await signInEnrolled();
    const proof = { password: 'Portico#Demo2026', code: totpAt(MFA_SECRET) };
    expect((await post(`${ID}/users/current/reset-mfa`, proof, accessToken)).status).toBe(200);
    const mail = (await mailTo(MFA_EMAIL)).at(-1)!;
    expect(mail.subject).toBe('Multi-factor authentication was reset on your Portico account');
    expect(mail.text).toContain(MFA_EMAIL);
    expect(mail.text).toContain('http://localhost:5173/auth/password/reset');
    expect(mail.text).toContain('If this was not you');
  });
});
