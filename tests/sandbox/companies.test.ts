// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { completeness } from '../../sandbox/handlers/companies';
import { PHONE_COUNTRY_CODE } from '../../sandbox/http';
import { getStore } from '../../sandbox/store';
import { PORTAL, get, post, tokenFor } from './helpers';

const patch = (url: string, body: unknown, token: string) => post(url, body, token, 'PATCH');
const del = (url: string, token: string) => fetch(url, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

const uploadLogo = (companyId: string, token: string, content: BlobPart, type: string, name: string) => {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  return fetch(`${PORTAL}/companies/${companyId}/logo`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
};

const DETAILS = {
  companyNumber: '09123456',
  address: { line1: '1 Quay Street', town: 'Bristol', postcode: 'BS1 4DJ' },
  adminContact: { name: 'Ada Lovelace', email: 'ada@quay.co.uk' },
};

describe('company details', () => {
  it('stores contact method, direct debit, brand colours and ordered phones, and refuses bad values with their field', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const ok = await patch(
      `${PORTAL}/companies`,
      {
        id: 'cmp-02',
        preferredContactMethod: 'Phone',
        directDebit: 'NoDirectDebit',
        primaryColour: '#0B3D91',
        secondaryColour: '#fa0',
        adminContact: {
          administratorPhones: [
            { order: 1, countryCode: '+353', number: '861234567' },
            { order: 2, countryCode: '+44', number: '7700900123' },
          ],
        },
      },
      token,
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      preferredContactMethod: 'Phone',
      directDebit: 'NoDirectDebit',
      primaryColour: '#0b3d91',
      secondaryColour: '#fa0',
      adminContact: {
        administratorPhones: [
          { order: 1, countryCode: '+353', number: '861234567' },
          { order: 2, countryCode: '+44', number: '7700900123' },
        ],
      },
    });

    const bad = await patch(
      `${PORTAL}/companies`,
      {
        id: 'cmp-02',
        preferredContactMethod: 'Pigeon',
        directDebit: 'Sometimes',
        primaryColour: 'navy',
        adminContact: { administratorPhones: [{ order: 1, countryCode: '+44', number: '12' }] },
      },
      token,
    );
    expect(bad.status).toBe(400);
    const { errors } = (await bad.json()) as { errors: Record<string, string[]> };
    expect(errors.primaryColour).toEqual(['Primary colour must be valid color, like: #012345']);
    expect(errors['adminContact.administratorPhones.0']).toEqual([
      'Enter the phone number in international format with a space after the country code, like +44 7700900123',
    ]);
    expect(errors.preferredContactMethod).toBeTruthy();
    expect(errors.directDebit).toBeTruthy();
  });

  it("keeps only the API's form of a phone (spec 5): the portal reads what people type, the API does not", async () => {
    const token = await tokenFor('superadmin@portico.test');
    const phones = async (administratorPhones: unknown[]) => {
      const response = await patch(`${PORTAL}/companies`, { id: 'cmp-02', adminContact: { administratorPhones } }, token);
      return { status: response.status, body: (await response.json()) as { errors?: Record<string, string[]> } };
    };
    for (const typed of [
      { countryCode: '+44', number: '20 7946 0000' },
      { countryCode: '+44', number: '020-7946-0000' },
      { countryCode: '44', number: '2079460000' },
      { countryCode: '+44', number: '+44 2079460000' },
      { countryCode: '+44', number: '' },
    ]) {
      const { status, body } = await phones([{ order: 1, ...typed }]);
      expect(status, JSON.stringify(typed)).toBe(400);
      expect(body.errors?.['adminContact.administratorPhones.0']).toEqual([
        'Enter the phone number in international format with a space after the country code, like +44 7700900123',
      ]);
    }
    const canonical = { order: 1, countryCode: '+44', number: '2079460000' };
    expect((await phones([canonical])).status).toBe(200);
    expect(getStore().companies.find((c) => c.id === 'cmp-02')!.adminContact.administratorPhones).toEqual([canonical]);
  });

  it('lets a ClientAdmin patch only their own companies, and an Analyst create one', async () => {
    const admin = await tokenFor('clientadmin@portico.test');
    const before = getStore().companies.find((c) => c.id === 'cmp-10')!.directDebit;
    expect(before).toBe('DirectDebit');
    expect((await patch(`${PORTAL}/companies`, { id: 'cmp-10', directDebit: 'NoDirectDebit' }, admin)).status).toBe(403);
    expect(getStore().companies.find((c) => c.id === 'cmp-10')!.directDebit).toBe('DirectDebit');
    const analyst = await tokenFor('analyst@portico.test');
    const created = await post(`${PORTAL}/companies`, { name: 'Tamar Estuary Boatyards Ltd' }, analyst);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: 'Tamar Estuary Boatyards Ltd', setupCompleteness: 'None' });
  });
});

describe("the admin contact's phone", () => {
  it('offers country codes, the United Kingdom first, each in the form a phone is stored in', async () => {
    const res = await get(`${PORTAL}/admin-contacts/country-codes`, await tokenFor('manager@portico.test'));
    expect(res.status).toBe(200);
    const codes = (await res.json()) as { iso: string; country: string; code: string }[];
    expect(codes[0]).toEqual({ iso: 'GB', country: 'United Kingdom', code: '+44' });
    for (const { code } of codes) expect(code).toMatch(PHONE_COUNTRY_CODE);
  });
});

describe('setup completeness', () => {
  it('advances None → DetailsIncomplete → BrandingIncomplete → AssignProductsIncomplete → Available as the data is filled in, a scheme and a module both needed', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const created = await post(`${PORTAL}/companies`, { name: 'Quayside Pensions Ltd' }, token);
    const { id, setupCompleteness: start } = (await created.json()) as { id: string; setupCompleteness: string };
    expect(start).toBe('None');
    const stage = async () =>
      ((await (await get(`${PORTAL}/companies/${id}`, token)).json()) as { setupCompleteness: string }).setupCompleteness;

    await patch(`${PORTAL}/companies`, { id, ...DETAILS }, token);
    expect(await stage()).toBe('DetailsIncomplete');
    await patch(`${PORTAL}/companies`, { id, preferredContactMethod: 'Email', directDebit: 'DirectDebit' }, token);
    expect(await stage()).toBe('BrandingIncomplete');
    expect((await uploadLogo(id, token, PNG, 'image/png', 'logo.png')).status).toBe(200);
    expect(await stage()).toBe('AssignProductsIncomplete');
    const assigned = await post(`${PORTAL}/products/assignCompany`, { companyId: id, productId: 'prd-member-portal' }, token);
    expect(assigned.status).toBe(201);
    // A module with no scheme to cover gives its users nothing yet: the company needs a scheme too.
    expect(await stage()).toBe('AssignProductsIncomplete');
    const scheme = { companyId: id, name: 'Quayside DC Plan', pensionSchemeType: 'DC', pstr: '10293847QP', status: 'Active' };
    expect((await post(`${PORTAL}/schemes`, scheme, token)).status).toBe(201);
    expect(await stage()).toBe('Available');
    // The counts the progress is read from go out with the company, so the portal can say what a step waits for.
    expect(await (await get(`${PORTAL}/companies/${id}`, token)).json()).toMatchObject({ schemeCount: 1, moduleCount: 1 });
    // Taking the last module away puts it back a step.
    await post(`${PORTAL}/products/removeCompany`, { companyId: id, productId: 'prd-member-portal' }, token);
    expect(await stage()).toBe('AssignProductsIncomplete');
  });

  it('seeds companies at every stage, each stored value agreeing with what the data says', () => {
    const store = getStore();
    const stored = store.companies.map((c) => c.setupCompleteness);
    expect(new Set(stored)).toEqual(new Set(['None', 'DetailsIncomplete', 'BrandingIncomplete', 'AssignProductsIncomplete', 'Available']));
    store.companies.forEach((c) => expect({ id: c.id, stage: completeness(c, store) }).toEqual({ id: c.id, stage: c.setupCompleteness }));
    expect(store.companies.some((c) => c.adminContact.administratorPhones.length === 2)).toBe(true);
    store.companies
      .flatMap((c) => c.adminContact.administratorPhones)
      .forEach((p) => expect(`${p.countryCode} ${p.number}`).toMatch(/^\+44 \d{4,15}$/));
  });
});

describe('logo upload', () => {
  it('refuses by content: an SVG or a script named .png is not an image, whatever its declared type', async () => {
    const token = await tokenFor('superadmin@portico.test');
    for (const content of ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', '<script>alert(1)</script>']) {
      const response = await uploadLogo('cmp-02', token, content, 'image/png', 'logo.png');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: 'The logo must be a PNG, JPEG or WebP image.',
        errors: { file: ['The logo must be a PNG, JPEG or WebP image.'] },
      });
    }
    const svg = await uploadLogo('cmp-02', token, '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml', 'logo.svg');
    expect(svg.status).toBe(400);
  });

  it('refuses more than 1 MB, and a JPEG or WebP by its signature', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await uploadLogo('cmp-02', token, big, 'image/png', 'big.png');
    expect(tooBig.status).toBe(400);
    expect(((await tooBig.json()) as { message: string }).message).toBe('The logo must be 1 MB or smaller.');
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    expect((await uploadLogo('cmp-02', token, jpeg, 'application/octet-stream', 'logo.bin')).status).toBe(200);
    const webp = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
    expect((await uploadLogo('cmp-02', token, webp, 'image/webp', 'logo.webp')).status).toBe(200);
  });
});

describe('delete', () => {
  it('is for SuperAdmin only and takes schemes, sections, partners, employers, modules and access with it', async () => {
    const support = await tokenFor('support@portico.test');
    expect((await del(`${PORTAL}/companies/?companyId=cmp-03`, support)).status).toBe(403);
    const token = await tokenFor('superadmin@portico.test');
    const store = getStore();
    const schemeIds = store.schemes.filter((s) => s.companyId === 'cmp-03').map((s) => s.id);
    expect(schemeIds.length).toBeGreaterThan(0);
    expect((await del(`${PORTAL}/companies/?companyId=cmp-03`, token)).status).toBe(200);
    const after = getStore();
    expect(after.companies.some((c) => c.id === 'cmp-03')).toBe(false);
    expect(after.schemes.some((s) => s.companyId === 'cmp-03')).toBe(false);
    expect(after.sections.some((s) => schemeIds.includes(s.schemeId))).toBe(false);
    expect(after.employers.some((e) => schemeIds.includes(e.schemeId))).toBe(false);
    expect(after.companyProducts.some((cp) => cp.companyId === 'cmp-03')).toBe(false);
    expect(after.users.some((u) => u.companyIds.includes('cmp-03'))).toBe(false);
  });
});
