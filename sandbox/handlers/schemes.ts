import { http } from 'msw';
import { ADMINISTRATORS, ADMIN_READERS, canAdministerCompany, canSeeCompany } from '../access-rules';
import { requireUser } from '../auth';
import { EMAIL_PATTERN, Validation, badRequest, conflict, json, portal, refuse, str, type Json } from '../http';
import { restHandlers } from '../rest';
import { newId } from '../store';
import type { Employer, Scheme, Section, Store, StrategicPartner, User } from '../types';
import { PAYE_REFERENCE, PSTR, oneOf } from '../validators';

const SCHEME_TYPES = ['AVC', 'CB', 'CDC', 'DB', 'DC', 'HYB'] as const;
const PARTNER_TYPES = ['Adviser', 'Actuary', 'Auditor', 'Insurer', 'Investment Manager'] as const;

/** Input merged over the stored record, so PUT may send the whole record or only what changed. */
const merged = <T>(input: Json, existing: T | undefined) => ({ ...(existing as Json | undefined), ...input });

/** Resolves the parent scheme of a section, partner or employer; the company comes from it, never from the body. */
const parentScheme = (store: Store, v: Validation, schemeId: unknown) => {
  const scheme = store.schemes.find((s) => s.id === schemeId);
  if (!scheme) v.add('schemeId', 'Unknown scheme.');
  return scheme;
};

/** PSTRs are compared as HMRC writes them: no surrounding spaces, letters in capitals. */
const normalisedPstr = (value: unknown) => str(value)?.toUpperCase();

const buildScheme = (input: Json, existing: Scheme | undefined, store: Store): Scheme => {
  const m = merged(input, existing);
  const v = new Validation();
  const name = str(m.name);
  const companyId = existing?.companyId ?? str(m.companyId);
  const pstr = normalisedPstr(m.pstr);
  const status = m.status ?? 'Active';
  if (!companyId || !store.companies.some((c) => c.id === companyId)) v.add('companyId', 'Unknown company.');
  if (!name) v.add('name', 'Name is required.');
  if (!oneOf(SCHEME_TYPES, m.pensionSchemeType))
    v.add('pensionSchemeType', `Pension scheme type must be one of ${SCHEME_TYPES.join(', ')}.`);
  if (!pstr || !PSTR.test(pstr)) v.add('pstr', 'PSTR must be 8 digits followed by 2 letters, like 12345678AB.');
  if (!oneOf(['Active', 'Inactive'] as const, status)) v.add('status', 'Status must be Active or Inactive.');
  if (status === 'Inactive' && !oneOf(['IWU', 'IPPF'] as const, m.inactiveReason))
    v.add('inactiveReason', 'Choose why the scheme is inactive (IWU or IPPF).');
  const invalid = v.response();
  if (invalid) return refuse(invalid);
  return {
    id: existing?.id ?? newId('sch'),
    companyId: companyId!,
    name: name!,
    pensionSchemeType: m.pensionSchemeType as Scheme['pensionSchemeType'],
    pstr: pstr!,
    status: status as Scheme['status'],
    ...(status === 'Inactive' ? { inactiveReason: m.inactiveReason as Scheme['inactiveReason'] } : {}),
    createdAt: existing?.createdAt ?? new Date().toISOString(),
  };
};

/**
 * A PSTR identifies one registered pension scheme (HMRC gives it at registration), so no two schemes share one, in
 * any company: a second click on Save, or the same scheme typed in twice, answers 409 instead of a duplicate. Asked
 * once the caller may write the scheme (sandbox/rest.ts), so names in companies it may not write stay unknown.
 */
const schemeDuplicate = (scheme: Scheme, store: Store, user: User): Response | undefined => {
  const sameReference = store.schemes.find((s) => s.id !== scheme.id && normalisedPstr(s.pstr) === scheme.pstr);
  if (sameReference) {
    // The caller learns that the reference is taken (it must be told), but never the name of another company's scheme.
    return conflict(
      'pstr',
      canSeeCompany(user, sameReference.companyId)
        ? `A scheme with this Pension Scheme Tax Reference already exists: ${sameReference.name}.`
        : 'A scheme with this Pension Scheme Tax Reference is already registered with another company.',
    );
  }
  if (
    store.schemes.some((s) => s.id !== scheme.id && s.companyId === scheme.companyId && s.name.toLowerCase() === scheme.name.toLowerCase())
  ) {
    return conflict('name', 'The company already has a scheme with this name.');
  }
  return undefined;
};

const buildSection = (input: Json, existing: Section | undefined, store: Store): Section => {
  const m = merged(input, existing);
  const v = new Validation();
  const scheme = parentScheme(store, v, existing?.schemeId ?? m.schemeId);
  const name = str(m.name);
  const code = str(m.code)?.toUpperCase() ?? '';
  if (!name) v.add('name', 'Name is required.');
  if (code && !/^[A-Z0-9-]{1,12}$/.test(code)) v.add('code', 'Code may contain up to 12 letters, digits and hyphens.');
  const status = m.status ?? 'Active';
  if (!oneOf(['Active', 'Closed'] as const, status)) v.add('status', 'Status must be Active or Closed.');
  const invalid = v.response();
  if (invalid) return refuse(invalid);
  return {
    id: existing?.id ?? newId('sec'),
    companyId: scheme!.companyId,
    schemeId: scheme!.id,
    name: name!,
    code,
    status: status as Section['status'],
  };
};

const sectionDuplicate = (section: Section, store: Store): Response | undefined =>
  store.sections.some((s) => s.id !== section.id && s.schemeId === section.schemeId && s.name.toLowerCase() === section.name.toLowerCase())
    ? conflict('name', 'The scheme already has a section with this name.')
    : undefined;

const buildPartner = (input: Json, existing: StrategicPartner | undefined, store: Store): StrategicPartner => {
  const m = merged(input, existing);
  const v = new Validation();
  const scheme = parentScheme(store, v, existing?.schemeId ?? m.schemeId);
  const name = str(m.name);
  const contactEmail = str(m.contactEmail)?.toLowerCase() ?? '';
  if (!name) v.add('name', 'Name is required.');
  if (!oneOf(PARTNER_TYPES, m.partnerType)) v.add('partnerType', `Partner type must be one of ${PARTNER_TYPES.join(', ')}.`);
  if (contactEmail && !EMAIL_PATTERN.test(contactEmail)) v.add('contactEmail', 'Email is not valid.');
  const invalid = v.response();
  if (invalid) return refuse(invalid);
  return {
    id: existing?.id ?? newId('sp'),
    companyId: scheme!.companyId,
    schemeId: scheme!.id,
    name: name!,
    partnerType: m.partnerType as StrategicPartner['partnerType'],
    contactEmail,
  };
};

const buildEmployer = (input: Json, existing: Employer | undefined, store: Store): Employer => {
  const m = merged(input, existing);
  const v = new Validation();
  const scheme = parentScheme(store, v, existing?.schemeId ?? m.schemeId);
  const name = str(m.name);
  const payeReference = str(m.payeReference)?.toUpperCase();
  if (!name) v.add('name', 'Name is required.');
  if (!oneOf(['OTH', 'FOR'] as const, m.employerType)) v.add('employerType', 'Employer type must be OTH (Other) or FOR (Former).');
  if (!payeReference || !PAYE_REFERENCE.test(payeReference)) v.add('payeReference', 'PAYE reference must look like 123/AB45678.');
  const invalid = v.response();
  if (invalid) return refuse(invalid);
  return {
    id: existing?.id ?? newId('emp'),
    companyId: scheme!.companyId,
    schemeId: scheme!.id,
    name: name!,
    employerType: m.employerType as Employer['employerType'],
    payeReference: payeReference!,
  };
};

const employerDuplicate = (employer: Employer, store: Store): Response | undefined =>
  store.employers.some((e) => e.id !== employer.id && e.schemeId === employer.schemeId && e.payeReference === employer.payeReference)
    ? conflict('payeReference', 'The scheme already has an employer with this PAYE reference.')
    : undefined;

/** Everything below a company is read by whoever sees the company and written by whoever administers it. */
const companyScoped = {
  readRoles: ADMIN_READERS,
  writeRoles: ADMINISTRATORS,
  visible: (user: Parameters<typeof canSeeCompany>[0], record: { companyId: string }) => canSeeCompany(user, record.companyId),
  writable: (user: Parameters<typeof canSeeCompany>[0], record: { companyId: string }) => canAdministerCompany(user, record.companyId),
};

const COUNTRY_CODES = [
  { iso: 'GB', country: 'United Kingdom', code: '+44' },
  { iso: 'IE', country: 'Ireland', code: '+353' },
  { iso: 'IM', country: 'Isle of Man', code: '+44' },
  { iso: 'JE', country: 'Jersey', code: '+44' },
  { iso: 'GG', country: 'Guernsey', code: '+44' },
  { iso: 'FR', country: 'France', code: '+33' },
  { iso: 'DE', country: 'Germany', code: '+49' },
  { iso: 'NL', country: 'Netherlands', code: '+31' },
  { iso: 'ES', country: 'Spain', code: '+34' },
  { iso: 'PL', country: 'Poland', code: '+48' },
  { iso: 'IN', country: 'India', code: '+91' },
  { iso: 'US', country: 'United States', code: '+1' },
];

export const schemeHandlers = [
  http.get(portal('/admin-contacts/country-codes'), async ({ request }) => {
    await requireUser(request);
    return json(COUNTRY_CODES);
  }),
  ...restHandlers<Scheme>({
    url: portal,
    name: 'schemes',
    label: 'Scheme',
    records: (s) => s.schemes,
    ...companyScoped,
    build: (input, existing, _u, store) => buildScheme(input, existing, store),
    duplicate: schemeDuplicate,
    beforeDelete: (store, scheme) =>
      store.permissions.some((p) => p.schemeIds.includes(scheme.id))
        ? badRequest('Users still have access to this scheme. Remove their access first.')
        : undefined,
    onDelete: (store, scheme) => {
      store.sections = store.sections.filter((x) => x.schemeId !== scheme.id);
      store.strategicPartners = store.strategicPartners.filter((x) => x.schemeId !== scheme.id);
      store.employers = store.employers.filter((x) => x.schemeId !== scheme.id);
      store.companyProducts.forEach((cp) => (cp.schemeIds = cp.schemeIds.filter((id) => id !== scheme.id)));
    },
  }),
  ...restHandlers<Section>({
    url: portal,
    name: 'sections',
    label: 'Section',
    records: (s) => s.sections,
    ...companyScoped,
    build: (i, e, _u, s) => buildSection(i, e, s),
    duplicate: sectionDuplicate,
  }),
  ...restHandlers<StrategicPartner>({
    url: portal,
    name: 'strategic-partners',
    label: 'Strategic partner',
    records: (s) => s.strategicPartners,
    ...companyScoped,
    build: (i, e, _u, s) => buildPartner(i, e, s),
  }),
  ...restHandlers<Employer>({
    url: portal,
    name: 'employers',
    label: 'Employer',
    records: (s) => s.employers,
    ...companyScoped,
    build: (i, e, _u, s) => buildEmployer(i, e, s),
    duplicate: employerDuplicate,
    onDelete: (store, employer) => store.permissions.forEach((p) => (p.employerIds = p.employerIds.filter((id) => id !== employer.id))),
  }),
];
