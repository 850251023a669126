// @vitest-environment node
/**
 * Issue 22 (ASVS 5.0 1.3.6, 2.3.2): addresses administrators enter that the gateway acts on.
 * - An API connection's allow-list had no bound and accepted `0.0.0.0` and `::`, which many gateways and firewalls
 *   read as "any address": it holds at most 50 addresses, each a single machine.
 * - A third-party integration's base URL accepted internal and metadata addresses, so the gateway could be made to
 *   call its own network (SSRF): only https URLs on public hosts. (contract; the portal's forms use the same rules,
 *   tests/unit/resources/apiIntegrations.test.tsx and thirdPartyIntegrations.test.tsx)
 */
import { describe, expect, it } from 'vitest';
import { MAX_ALLOWED_IP_ADDRESSES, baseUrlProblem, isUnspecifiedAddress } from '../../src/shared/networkAddresses';
import { GATEWAY, post, tokenFor } from '../sandbox/helpers';

const CONNECTIONS = `${GATEWAY}/api-connections`;
const connection = { companyId: 'cmp-01', name: 'Nightly export', authScheme: 'Basic' };
const ANY_ADDRESS = 'IP address must be a single address, not 0.0.0.0 or :: (any address).';
const FORMAT = 'IP address must be a valid in IPv4 or IPv6 format.';
const TOO_MANY = `Allowed IP addresses must be ${MAX_ALLOWED_IP_ADDRESSES} or fewer.`;

describe('an API connection allow-list', () => {
  it.each(['0.0.0.0', '::', '0:0:0:0:0:0:0:0', '::0', '::ffff:0.0.0.0'])('refuses the any-address %s', async (address) => {
    const token = await tokenFor('superadmin@portico.test');
    const res = await post(CONNECTIONS, { ...connection, allowedIpAddresses: ['81.2.60.10', address] }, token);
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ 'allowedIpAddresses.1': [ANY_ADDRESS] });
  });

  it.each(['0.0.0.0/0', '::/0', '10.0.0.0/8', '*', '01.2.3.4'])('refuses %s, which is not one address', async (address) => {
    const token = await tokenFor('superadmin@portico.test');
    const res = await post(CONNECTIONS, { ...connection, allowedIpAddresses: [address] }, token);
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ 'allowedIpAddresses.0': [FORMAT] });
  });

  it(`holds at most ${MAX_ALLOWED_IP_ADDRESSES} addresses, on create and on change`, async () => {
    const token = await tokenFor('superadmin@portico.test');
    const addresses = (n: number) => Array.from({ length: n }, (_, i) => `81.2.${Math.floor(i / 250)}.${(i % 250) + 1}`);
    const created = await post(CONNECTIONS, { ...connection, allowedIpAddresses: addresses(MAX_ALLOWED_IP_ADDRESSES) }, token);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const over = await post(`${CONNECTIONS}/${id}`, { allowedIpAddresses: addresses(MAX_ALLOWED_IP_ADDRESSES + 1) }, token, 'PUT');
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({ message: TOO_MANY, errors: { allowedIpAddresses: [TOO_MANY] } });
    const huge = await post(CONNECTIONS, { ...connection, name: 'Huge', allowedIpAddresses: addresses(10_000) }, token);
    expect(huge.status).toBe(400);
    expect((await huge.json()).errors).toEqual({ allowedIpAddresses: [TOO_MANY] });
  });

  it('still takes single IPv4 and IPv6 addresses', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const res = await post(CONNECTIONS, { ...connection, allowedIpAddresses: ['81.2.60.10', '2001:db8::1', '10.1.2.3'] }, token);
    expect(res.status).toBe(201);
  });
});

const INTEGRATIONS = `${GATEWAY}/third-party-integrations`;
const integration = (baseUrl: string) => ({
  name: 'Mortality screening',
  provider: 'Tell Us Once',
  environment: { name: 'Test', baseUrl, authScheme: 'Bearer' },
});
const INTERNAL = 'Base URL must be a public address, not an internal, private or metadata one.';
const HTTPS = 'Base URL must start with https://.';

/** Internal hosts as written, including the spellings a URL parser turns into them (decimal, hex, IPv4-mapped). */
const INTERNAL_URLS = [
  'https://169.254.169.254/latest/meta-data/',
  'https://metadata.google.internal/computeMetadata/v1/',
  'https://localhost/',
  'https://api.localhost:8443/',
  'https://127.0.0.1/',
  'https://2130706433/',
  'https://0x7f.1/',
  'https://10.0.0.5/',
  'https://172.16.0.1/',
  'https://172.31.255.255/',
  'https://192.168.1.1/',
  'https://100.64.0.1/',
  'https://0.0.0.0/',
  'https://[::1]/',
  'https://[::]/',
  'https://[fc00::1]/',
  'https://[fd12:3456::1]/',
  'https://[fe80::1]/',
  'https://[::ffff:169.254.169.254]/',
  'https://[::ffff:10.0.0.1]/',
  'https://vault.internal/',
  'https://printer.local/',
  'https://intranet/',
  'https://localhost./',
];

describe('a third-party integration base URL', () => {
  it.each(INTERNAL_URLS)('refuses %s', async (baseUrl) => {
    const res = await post(INTEGRATIONS, integration(baseUrl), await tokenFor('superadmin@portico.test'));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ 'environment.baseUrl': [INTERNAL] });
  });

  it.each(['http://api.example.org/', 'ftp://api.example.org/', 'https://user:secret@api.example.org/', 'api.example.org'])(
    'refuses %s: https only, without credentials',
    async (baseUrl) => {
      const res = await post(INTEGRATIONS, integration(baseUrl), await tokenFor('superadmin@portico.test'));
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual({ 'environment.baseUrl': [HTTPS] });
    },
  );

  it('refuses a change to an internal address too', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const created = await post(INTEGRATIONS, integration('https://screening.example.org'), token);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const changed = await post(`${INTEGRATIONS}/${id}`, { environment: { baseUrl: 'https://169.254.169.254/' } }, token, 'PUT');
    expect(changed.status).toBe(400);
  });

  it.each(['https://api.service.hmrc.gov.uk', 'https://172.32.0.1/', 'https://8.8.8.8/', 'https://[2a00:1450:4009::200e]/'])(
    'takes the public %s',
    async (baseUrl) => {
      const res = await post(INTEGRATIONS, integration(baseUrl), await tokenFor('superadmin@portico.test'));
      expect(res.status).toBe(201);
    },
  );
});

describe('the shared rules', () => {
  it('judge the same as the API (the portal imports them)', () => {
    for (const url of INTERNAL_URLS) expect(baseUrlProblem(url), url).toBe('internal');
    expect(baseUrlProblem('https://api.example.org')).toBeUndefined();
    expect(['0.0.0.0', '::', '::ffff:0.0.0.0'].every(isUnspecifiedAddress)).toBe(true);
    expect(isUnspecifiedAddress('0.0.0.1')).toBe(false);
  });
});
