// @vitest-environment node
/**
 * Issue 22 (ASVS 5.0 L2, low): the API authorises before it looks for duplicates, so a caller cannot learn another
 * company's scheme, section, employer, API connection or email configuration names and references by writing into
 * that company and reading 409 ("already has") where it should read 403. (contract)
 */
import { describe, expect, it } from 'vitest';
import { GATEWAY, PORTAL, post, tokenFor } from '../sandbox/helpers';

// cmp-03 (Severn Estuary Ports plc) is not one of the ClientAdmin's companies (cmp-01, cmp-02); its seeded records.
const SCHEME = 'cmp-03-sch-1';

const attempts: [string, string, Record<string, unknown>][] = [
  [
    'a scheme named as one of theirs',
    `${PORTAL}/schemes`,
    {
      companyId: 'cmp-03',
      name: 'Severn Estuary Ports Collective Money Purchase Scheme',
      pensionSchemeType: 'DC',
      pstr: '99999999ZZ',
    },
  ],
  ['a section named as one of theirs', `${PORTAL}/sections`, { schemeId: SCHEME, name: 'Closed 1998 Section' }],
  [
    'an employer with one of their PAYE references',
    `${PORTAL}/employers`,
    { schemeId: SCHEME, name: 'Probe Ltd', employerType: 'OTH', payeReference: '778/EV41986' },
  ],
  [
    'an API connection named as theirs',
    `${GATEWAY}/api-connections`,
    { companyId: 'cmp-03', name: 'Severn Estuary Ports payroll feed', authScheme: 'Bearer', allowedIpAddresses: [], productIds: [] },
  ],
  [
    'an email configuration on a channel they have set up',
    `${GATEWAY}/email-configurations`,
    { companyId: 'cmp-03', name: 'Probe', senderAddress: 'probe@example.org', channel: 'Main', variant: 'Default' },
  ],
];

describe("another company's records, through a duplicate", () => {
  it.each(attempts)('%s is refused (403) before any duplicate check', async (_what, url, body) => {
    const res = await post(url, body, await tokenFor('clientadmin@portico.test'));
    expect(res.status).toBe(403);
  });
});
