// @vitest-environment node
/**
 * Issue 22 (ASVS 5.0 1.3.3, 1.3.11): names that reach email subjects and text (a user's first and last name, a
 * company's and a tenant's name) took CR and LF, so `Eve\r\nBcc: victim@example.com` could start a header of its own
 * in a real mail service. Every single-line name is refused with a control character in it (CR, LF, tab, NUL, the
 * Unicode line separators), whichever call sets it; and the mail builder removes them from subjects anyway, for a
 * name stored before this rule. (contract)
 */
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { PORTAL, outbox, post, tokenFor } from '../sandbox/helpers';

const INJECTIONS = [
  'Eve\r\nBcc: victim@example.com',
  'Eve\nSubject: urgent',
  'Eve\rX',
  'Eve\tTab',
  'Eve\u0000',
  'Eve\u2028Line',
  'Eve\u0085',
];
const NEW_USER = { email: 'new.starter@portico.test', roleName: 'ClientPortal_Manager', companyIds: ['cmp-01'] };

describe('single-line names', () => {
  it.each(INJECTIONS)('refuses a first or last name with %j on invitation', async (name) => {
    const token = await tokenFor('superadmin@portico.test');
    for (const field of ['firstName', 'lastName'] as const) {
      const res = await post(`${PORTAL}/users`, { firstName: 'Ada', lastName: 'Lovelace', ...NEW_USER, [field]: name }, token);
      expect(res.status, field).toBe(400);
      const label = field === 'firstName' ? 'First name' : 'Last name';
      expect((await res.json()).errors, field).toEqual({ [field]: [`${label} must be on one line, without control characters.`] });
    }
    expect((await outbox()).filter((m) => m.to === NEW_USER.email)).toEqual([]);
  });

  it('refuses one on a change of name', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const manager = getStore().users.find((u) => u.email === 'manager@portico.test')!;
    const res = await post(`${PORTAL}/users`, { id: manager.id, lastName: 'Smith\r\nBcc: all@example.com' }, token, 'PATCH');
    expect(res.status).toBe(400);
    expect(getStore().users.find((u) => u.id === manager.id)!.lastName).not.toMatch(/[\r\n]/);
  });

  it.each([
    ['a company', `${PORTAL}/companies`, { name: 'Quayside\r\nBcc: x@example.com Ltd' }],
    ['a tenant', `${PORTAL}/tenants`, { name: 'Westcountry\nTrustees', domain: 'westcountry.portico.test' }],
  ])('refuses %s name with a line break', async (_what, url, body) => {
    const res = await post(url, body, await tokenFor('superadmin@portico.test'));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ name: ['Name must be on one line, without control characters.'] });
  });

  it('takes names with accents, apostrophes, hyphens and spaces', async () => {
    const res = await post(
      `${PORTAL}/users`,
      { firstName: 'Zoë-Anne', lastName: "O'Brien Ní Bhriain", ...NEW_USER },
      await tokenFor('superadmin@portico.test'),
    );
    expect(res.status).toBe(201);
  });
});

describe('the mail builder', () => {
  it('keeps subjects on one line whatever a stored name holds', async () => {
    const store = getStore();
    // As if stored before the rule: the inviter's name and the company's both carry a header of their own.
    const inviter = store.users.find((u) => u.email === 'superadmin@portico.test')!;
    inviter.lastName = 'Admin\r\nBcc: victim@example.com';
    store.companies.find((c) => c.id === 'cmp-01')!.name = 'Thames\nX-Injected: yes';
    const res = await post(
      `${PORTAL}/users`,
      { firstName: 'Ada', lastName: 'Lovelace', ...NEW_USER },
      await tokenFor('superadmin@portico.test'),
    );
    expect(res.status).toBe(201);
    const mail = (await outbox()).find((m) => m.to === NEW_USER.email)!;
    // eslint-disable-next-line no-control-regex
    expect(mail.subject).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(mail.subject).toContain('Bcc: victim@example.com');
  });
});
