// @vitest-environment node
/**
 * Issue 22 (ASVS 5.0 2.4.1, 2.3.2): calls that send email had no limit, so an administrator's session (or a script
 * holding one) could send the same person an invitation or an MFA-reset notice hundreds of times, and request-demo
 * could flood the sales inbox. Every call that sends email is counted per recipient (5 per quarter hour) and per client
 * address (100), and answers 429 with Retry-After past either, before anything is sent or stored. The password-reset
 * request already was (throttling.test.ts). (contract)
 */
import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '../../sandbox/http';
import { getStore } from '../../sandbox/store';
import { EMAIL_THROTTLE } from '../../sandbox/throttle';
import { PORTAL, outbox, post, tokenFor } from '../sandbox/helpers';

const TOO_MANY = /^Too many attempts\. Try again in \d+ (seconds|minutes?)\.$/;

const expectThrottled = async (res: Response) => {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect((await res.json()).message).toMatch(TOO_MANY);
};

const mailsTo = async (to: string) => (await outbox()).filter((m) => m.to === to).length;

describe('calls that send email', () => {
  it('resend invitation: 5 to one person, then 429 and no more mail', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const invited = getStore().users.find((u) => u.id === 'usr-invited')!;
    for (let i = 0; i < EMAIL_THROTTLE.perRecipient; i++) {
      expect((await post(`${PORTAL}/users/usr-invited/resendConfirmationCode`, {}, token)).status, `send ${i + 1}`).toBe(200);
    }
    const sent = await mailsTo(invited.email);
    await expectThrottled(await post(`${PORTAL}/users/usr-invited/resendConfirmationCode`, {}, token));
    expect(await mailsTo(invited.email)).toBe(sent);
  });

  it('the limit is the recipient’s, whoever asks', async () => {
    for (const email of [
      'superadmin@portico.test',
      'support@portico.test',
      'superadmin@portico.test',
      'support@portico.test',
      'superadmin@portico.test',
    ]) {
      expect((await post(`${PORTAL}/users/usr-invited/resendConfirmationCode`, {}, await tokenFor(email))).status).toBe(200);
    }
    await expectThrottled(await post(`${PORTAL}/users/usr-invited/resendConfirmationCode`, {}, await tokenFor('support@portico.test')));
  });

  it('an administrator’s MFA reset of one user: 5, then 429', async () => {
    const token = await tokenFor('superadmin@portico.test');
    for (let i = 0; i < EMAIL_THROTTLE.perRecipient; i++) {
      expect((await post(`${PORTAL}/users/usr-mfa/reset-mfa`, {}, token)).status, `reset ${i + 1}`).toBe(200);
    }
    await expectThrottled(await post(`${PORTAL}/users/usr-mfa/reset-mfa`, {}, token));
  });

  it('inviting one address again and again: 429, and the user is not created', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const invite = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@portico.test',
      roleName: 'ClientPortal_Manager',
      companyIds: ['cmp-01'],
    };
    expect((await post(`${PORTAL}/users`, invite, token)).status).toBe(201);
    // Each further try names the same recipient, whatever the answer (here: the address is taken).
    for (let i = 1; i < EMAIL_THROTTLE.perRecipient; i++) expect((await post(`${PORTAL}/users`, invite, token)).status).toBe(409);
    await expectThrottled(await post(`${PORTAL}/users`, invite, token));
  });

  it('request-demo: 5 for one company and module, then 429 and no more mail to sales', async () => {
    const token = await tokenFor('manager@portico.test');
    const url = `${PORTAL}/products/prd-case-manager/cmp-02/request-demo`;
    for (let i = 0; i < EMAIL_THROTTLE.perRecipient; i++) expect((await post(url, {}, token)).status, `request ${i + 1}`).toBe(204);
    const sent = await mailsTo('sales@portico.test');
    await expectThrottled(await post(url, {}, token));
    expect(await mailsTo('sales@portico.test')).toBe(sent);
  });

  it(`counts per client address too: ${EMAIL_THROTTLE.perAddress} emails from one address, then 429 for any recipient`, async () => {
    const token = await tokenFor('superadmin@portico.test');
    const invite = (i: number, address: string) =>
      fetch(`${PORTAL}/users`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, [CLIENT_ADDRESS_HEADER]: address },
        body: JSON.stringify({
          firstName: 'New',
          lastName: `Starter ${i}`,
          email: `starter${i}@portico.test`,
          roleName: 'ClientPortal_Manager',
          companyIds: ['cmp-01'],
        }),
      });
    for (let i = 0; i < EMAIL_THROTTLE.perAddress; i++) expect((await invite(i, '198.51.100.7')).status, `invite ${i + 1}`).toBe(201);
    await expectThrottled(await invite(EMAIL_THROTTLE.perAddress, '198.51.100.7'));
    expect((await invite(EMAIL_THROTTLE.perAddress, '198.51.100.8')).status).toBe(201);
  });
});
