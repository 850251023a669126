import { http } from 'msw';
import {
  ADMINISTRATORS,
  INTERNAL_ADMINS,
  canAdministerCompany,
  canSeeCompany,
  visibleCompanies,
  visibleCompanyIdsOf,
} from '../access-rules';
import { requireUser } from '../auth';
import { storeImageUpload } from '../files';
import {
  EMAIL_PATTERN,
  PHONE_COUNTRY_CODE,
  PHONE_MESSAGE,
  PHONE_NUMBER,
  Validation,
  badRequest,
  conflict,
  forbidden,
  json,
  notFound,
  paginate,
  portal,
  readJson,
  refuse,
  sortBy,
  str,
  type Json,
} from '../http';
import { companyAvailability, companySetup } from '../../src/shared/companySetup';
import { TENANT_DEMO } from '../seed/tenants';
import { getStore, newId } from '../store';
import type {
  AdministratorPhone,
  Company,
  ContactMethod,
  DefaultSchemeAccessAudit,
  DirectDebit,
  FeatureToggle,
  Portal,
  Store,
  User,
} from '../types';
import { COMPANY_NUMBER, HEX_COLOUR, UK_POSTCODE, checkLogoUrl, colourMessage, oneOf } from '../validators';
import { loadUser, refusal } from './users';

/** How many schemes and modules each company has, counted once for a whole answer (a search presents many companies). */
export const setupCounts = (store: Store) => {
  const schemes = new Map<string, number>();
  const modules = new Map<string, number>();
  store.schemes.forEach((s) => schemes.set(s.companyId, (schemes.get(s.companyId) ?? 0) + 1));
  store.companyProducts.forEach((cp) => modules.set(cp.companyId, (modules.get(cp.companyId) ?? 0) + 1));
  return (companyId: string) => ({ schemeCount: schemes.get(companyId) ?? 0, moduleCount: modules.get(companyId) ?? 0 });
};

type SetupCounts = ReturnType<typeof setupCounts>;

/**
 * Setup completeness (spec 3.2) is derived from the data on every answer by the model the portal shows
 * (`src/shared/companySetup.ts`), so adding a scheme or assigning a module advances it at once. The counts it reads
 * go out with the company (designed), so the portal can say what each step is waiting for.
 */
export const completeness = (company: Omit<Company, 'setupCompleteness'>, store: Store, counts: SetupCounts = setupCounts(store)) =>
  companySetup({ ...company, ...counts(company.id) }).stage;

export const presentCompany = (company: Company, counts: SetupCounts = setupCounts(getStore())): Portal['Company'] => {
  const { userDefaultSchemeAccess: _omit, defaultSchemeAccess: _too, ...wire } = company;
  const facts = counts(company.id);
  return { ...wire, ...facts, setupCompleteness: companySetup({ ...company, ...facts }).stage, availability: companyAvailability(facts) };
};

/** For `.map`: many companies presented with one count of their schemes and modules. */
export const presentAll = (store: Store) => {
  const counts = setupCounts(store);
  return (company: Company) => presentCompany(company, counts);
};

const CONTACT_METHODS = ['Website', 'Email', 'Phone', 'Mail'] as const satisfies readonly ContactMethod[];
const DIRECT_DEBIT = ['DirectDebit', 'NoDirectDebit'] as const satisfies readonly DirectDebit[];

const obj = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});

/** An enumeration field: absent keeps the stored value, null or '' clears it, anything else must be one of `values`. */
const enumField = <T extends string>(
  v: Validation,
  field: string,
  label: string,
  values: readonly T[],
  input: unknown,
  stored: T | null,
) => {
  if (input === undefined) return stored;
  if (input === null || input === '') return null;
  if (oneOf(values, input)) return input;
  v.add(field, `${label} must be one of ${values.join(', ')}.`);
  return stored;
};

const colourField = (v: Validation, field: string, label: string, input: unknown, stored: string | null) => {
  if (input === undefined) return stored;
  const value = str(input);
  if (!value) return null;
  if (!HEX_COLOUR.test(value)) v.add(field, colourMessage(label));
  return value.toLowerCase();
};

/** Validates a POST or PATCH body (PATCH bodies are merged over the stored company first); refuses with a 400 or 409. */
const buildCompany = (input: Json, existing: Company | undefined, store: Store): Company => {
  const v = new Validation();
  const name = str(input.name ?? existing?.name);
  if (!name) v.add('name', 'Name is required.');
  else if (name.length > 160) v.add('name', 'Name must be 160 characters or fewer.');
  const companyNumber = str(input.companyNumber ?? existing?.companyNumber)?.toUpperCase() ?? '';
  if (companyNumber && !COMPANY_NUMBER.test(companyNumber))
    v.add('companyNumber', 'Company number must be 8 digits, or 2 letters and 6 digits.');
  const tenantId = str(input.tenantId) ?? existing?.tenantId ?? TENANT_DEMO;
  if (!store.tenants.some((t) => t.id === tenantId)) v.add('tenantId', 'Unknown tenant.');
  checkLogoUrl(v, 'logoUrl', input.logoUrl);

  const addressIn = { ...existing?.address, ...obj(input.address) } as Json;
  const postcode = str(addressIn.postcode)?.toUpperCase() ?? '';
  if (postcode && !UK_POSTCODE.test(postcode)) v.add('address.postcode', 'Postcode must be a valid UK postcode.');

  const contactIn = { ...existing?.adminContact, ...obj(input.adminContact) } as Json;
  const contactEmail = str(contactIn.email)?.toLowerCase() ?? '';
  if (contactEmail && !EMAIL_PATTERN.test(contactEmail)) v.add('adminContact.email', 'Email is not valid.');
  const phonesIn = Array.isArray(contactIn.administratorPhones) ? contactIn.administratorPhones : [];
  const phones: AdministratorPhone[] = phonesIn.map((p, i) => {
    const phone = obj(p);
    const countryCode = str(phone.countryCode) ?? '';
    const number = str(phone.number) ?? '';
    // Spec 5: '+', 1–3 country-code digits; 4–15 digits, nothing between them (the portal sends no other form).
    if (!PHONE_COUNTRY_CODE.test(countryCode) || !PHONE_NUMBER.test(number)) v.add(`adminContact.administratorPhones.${i}`, PHONE_MESSAGE);
    return { order: Number(phone.order) || i + 1, countryCode, number };
  });
  const preferredContactMethod = enumField(
    v,
    'preferredContactMethod',
    'Preferred contact method',
    CONTACT_METHODS,
    input.preferredContactMethod,
    existing?.preferredContactMethod ?? null,
  );
  const directDebit = enumField(v, 'directDebit', 'Direct debit', DIRECT_DEBIT, input.directDebit, existing?.directDebit ?? null);
  const primaryColour = colourField(v, 'primaryColour', 'Primary colour', input.primaryColour, existing?.primaryColour ?? null);
  const secondaryColour = colourField(v, 'secondaryColour', 'Secondary colour', input.secondaryColour, existing?.secondaryColour ?? null);

  const invalid = v.response();
  if (invalid) return refuse(invalid);
  if (store.companies.some((c) => c.id !== existing?.id && c.name.trim().toLowerCase() === name!.toLowerCase())) {
    return refuse(conflict('name', 'A company with this name already exists.'));
  }
  const now = new Date().toISOString();
  const draft = {
    id: existing?.id ?? newId('cmp'),
    name: name!,
    companyNumber,
    tenantId,
    logoUrl: input.logoUrl === undefined ? (existing?.logoUrl ?? null) : (str(input.logoUrl) ?? null),
    address: {
      line1: str(addressIn.line1) ?? '',
      line2: str(addressIn.line2) ?? null,
      town: str(addressIn.town) ?? '',
      county: str(addressIn.county) ?? null,
      postcode,
    },
    adminContact: {
      name: str(contactIn.name) ?? '',
      email: contactEmail,
      // The list's order is the order sent; `order` is renumbered 1..n so it always agrees with it.
      administratorPhones: phones.sort((a, b) => a.order - b.order).map((p, i) => ({ ...p, order: i + 1 })),
    },
    preferredContactMethod,
    directDebit,
    primaryColour,
    secondaryColour,
    defaultSchemeAccess: existing?.defaultSchemeAccess ?? ('Enabled' as FeatureToggle),
    userDefaultSchemeAccess: existing?.userDefaultSchemeAccess ?? {},
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  };
  return { ...draft, setupCompleteness: completeness(draft, store) };
};

type Loaded = { user: User; store: Store; company: Company };

/** The company for a caller already signed in: 404 unknown, 403 when the caller may not see it (or change it). */
const companyOf = (user: User, id: string, write: boolean): Loaded => {
  const store = getStore();
  const company = store.companies.find((c) => c.id === id);
  if (!company) return refuse(notFound('Company'));
  if (!(write ? canAdministerCompany(user, id) : canSeeCompany(user, id))) return refuse(forbidden());
  return { user, store, company };
};

const loadCompany = async (request: Request, id: string, write: boolean, roles?: readonly User['role'][]): Promise<Loaded> => {
  const user = await requireUser(request, roles);
  return companyOf(user, id, write);
};

export const deleteCompanyCascade = (store: Store, companyId: string) => {
  const schemeIds = new Set(store.schemes.filter((s) => s.companyId === companyId).map((s) => s.id));
  store.companies = store.companies.filter((c) => c.id !== companyId);
  store.schemes = store.schemes.filter((s) => s.companyId !== companyId);
  store.sections = store.sections.filter((s) => !schemeIds.has(s.schemeId));
  store.strategicPartners = store.strategicPartners.filter((s) => !schemeIds.has(s.schemeId));
  store.employers = store.employers.filter((e) => !schemeIds.has(e.schemeId));
  store.companyProducts = store.companyProducts.filter((cp) => cp.companyId !== companyId);
  store.permissions = store.permissions.filter((p) => p.companyId !== companyId);
  store.users.forEach((u) => (u.companyIds = u.companyIds.filter((id) => id !== companyId)));
};

/** Each user with what the privilege table needs (their companies as `viewer` may see them), as a user record has it. */
const defaultSchemeAccessView = ({ store, company, user: viewer }: Loaded): Portal['CompanyDefaultSchemeAccess'] => ({
  companyId: company.id,
  defaultSchemeAccess: company.defaultSchemeAccess,
  users: sortBy(
    store.users.filter((u) => u.companyIds.includes(company.id)),
    'lastName',
    'ASC',
  ).map((u) => {
    const companyIds = visibleCompanyIdsOf(viewer, u);
    return {
      userId: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      roleName: u.role,
      companyIds,
      worksForOtherCompanies: companyIds.length < u.companyIds.length,
      defaultSchemeAccess: company.userDefaultSchemeAccess[u.id] ?? company.defaultSchemeAccess,
      scope: u.id in company.userDefaultSchemeAccess ? 'Company' : 'Default',
    };
  }),
});

const AUDIT_EVENTS: DefaultSchemeAccessAudit['event'][] = ['DisabledFeature', 'EnabledFeature', 'RemovedAccess', 'GrantedAccess'];
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A calendar day `YYYY-MM-DD` (UTC) as its first instant, or undefined when it is not a real date. */
const dayStart = (value: string): number | undefined => {
  if (!ISO_DAY.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? undefined : time;
};

/** The audit search's filters: `event` one of the four, `from`/`to` inclusive days; bad input ends with a 400 and field errors. */
const auditFilter = (q: URLSearchParams): { event?: string; from?: string; to?: string } => {
  const v = new Validation();
  const event = str(q.get('event'));
  if (event && !(AUDIT_EVENTS as string[]).includes(event)) v.add('event', `event must be one of ${AUDIT_EVENTS.join(', ')}.`);
  const fromText = str(q.get('from'));
  const toText = str(q.get('to'));
  const from = fromText === undefined ? undefined : dayStart(fromText);
  const to = toText === undefined ? undefined : dayStart(toText);
  if (fromText !== undefined && from === undefined) v.add('from', 'from must be a date like 2026-01-31.');
  if (toText !== undefined && to === undefined) v.add('to', 'to must be a date like 2026-01-31.');
  if (from !== undefined && to !== undefined && from > to) v.add('from', 'from must not be later than to.');
  const invalid = v.response();
  if (invalid) return refuse(invalid);
  return {
    event,
    from: from === undefined ? undefined : new Date(from).toISOString(),
    // Inclusive: everything before the start of the day after `to`.
    to: to === undefined ? undefined : new Date(to + DAY_MS).toISOString(),
  };
};

/** An audit entry with the affected user's name and email, so the list needs no second call per row. */
const presentAudit = (store: Store, audit: DefaultSchemeAccessAudit): Portal['DefaultSchemeAccessAuditEntry'] => {
  const affected = audit.userId ? store.users.find((u) => u.id === audit.userId) : undefined;
  return {
    ...audit,
    userName: affected ? `${affected.firstName} ${affected.lastName}` : null,
    userEmail: affected?.email ?? null,
  };
};

/**
 * A user's own setting is their access, so the privilege table decides it as it decides their permissions (no one
 * their own, a client administrator not internal staff nor people who also work for other clients). The table
 * answers before the membership check, so its refusals read the same whether or not the user works for the company.
 */
const companyUser = ({ user, store, company }: Loaded, userId: string): User => {
  const target = store.users.find((u) => u.id === userId);
  if (!target) return refuse(notFound('User'));
  const refused = refusal(user, target, 'defaultSchemeAccess');
  if (refused) return refuse(refused);
  return target.companyIds.includes(company.id) ? target : refuse(notFound('User'));
};

const toggle = (value: unknown): FeatureToggle | undefined => (value === 'Enabled' || value === 'Disabled' ? value : undefined);

const handleDelete = async ({ request }: { request: Request }) => {
  // Deleting a company takes its schemes and users' access with it: SuperAdmin only (as the portal offers it).
  const user = await requireUser(request, ['SuperAdmin']);
  const id = new URL(request.url).searchParams.get('companyId');
  if (!id) return badRequest('companyId is required.', { companyId: ['companyId is required.'] });
  const loaded = companyOf(user, id, true);
  deleteCompanyCascade(loaded.store, id);
  return json(presentCompany(loaded.company));
};

export const companyHandlers = [
  http.get(portal('/companies/all'), async ({ request }) => {
    const user = await requireUser(request);
    return json(sortBy(visibleCompanies(getStore(), user), 'name', 'ASC').map(presentAll(getStore())));
  }),

  http.get(portal('/companies/assignedToUser/:userId'), async ({ request, params }) => {
    const loaded = await loadUser(request, String(params.userId), 'view');
    const { actor: user, target, store } = loaded;
    const companies = store.companies.filter((c) => target.companyIds.includes(c.id) && canSeeCompany(user, c.id));
    return json(sortBy(companies, 'name', 'ASC').map(presentAll(getStore())));
  }),

  http.get(portal('/companies/assignedToProduct/:productId'), async ({ request, params }) => {
    const user = await requireUser(request);
    const store = getStore();
    if (!store.products.some((p) => p.id === params.productId)) return notFound('Product');
    const ids = new Set(store.companyProducts.filter((cp) => cp.productId === params.productId).map((cp) => cp.companyId));
    return json(
      sortBy(
        visibleCompanies(store, user).filter((c) => ids.has(c.id)),
        'name',
        'ASC',
      ).map(presentAll(getStore())),
    );
  }),

  http.get(portal('/companies/:id/default-scheme-access'), async ({ request, params }) => {
    const loaded = await loadCompany(request, String(params.id), false);
    return json(defaultSchemeAccessView(loaded));
  }),

  http.patch(portal('/companies/:id/default-scheme-access/:value'), async ({ request, params }) => {
    const loaded = await loadCompany(request, String(params.id), true, ADMINISTRATORS);
    const value = toggle(params.value);
    if (!value) return badRequest('The value must be Enabled or Disabled.');
    const { store, company, user } = loaded;
    company.defaultSchemeAccess = value;
    company.updatedAt = new Date().toISOString();
    store.defaultSchemeAccessAudits.push({
      id: newId('dsa'),
      companyId: company.id,
      event: value === 'Enabled' ? 'EnabledFeature' : 'DisabledFeature',
      userId: null,
      changedBy: user.email,
      occurredAt: new Date().toISOString(),
    });
    return json(defaultSchemeAccessView(loaded));
  }),

  http.patch(portal('/companies/:id/user/:userId/default-scheme-access/:value'), async ({ request, params }) => {
    const loaded = await loadCompany(request, String(params.id), true, ADMINISTRATORS);
    const value = toggle(params.value);
    if (!value) return badRequest('The value must be Enabled or Disabled.');
    const { store, company, user } = loaded;
    const target = companyUser(loaded, String(params.userId));
    company.userDefaultSchemeAccess[target.id] = value;
    store.defaultSchemeAccessAudits.push({
      id: newId('dsa'),
      companyId: company.id,
      event: value === 'Enabled' ? 'GrantedAccess' : 'RemovedAccess',
      userId: target.id,
      changedBy: user.email,
      occurredAt: new Date().toISOString(),
    });
    return json(defaultSchemeAccessView(loaded));
  }),

  http.delete(portal('/companies/:id/user/:userId/default-scheme-access'), async ({ request, params }) => {
    const loaded = await loadCompany(request, String(params.id), true, ADMINISTRATORS);
    const { store, company, user } = loaded;
    const target = companyUser(loaded, String(params.userId));
    const before = company.userDefaultSchemeAccess[target.id];
    delete company.userDefaultSchemeAccess[target.id];
    // Only a change of what the user actually gets is an access event; dropping a setting equal to the default is not.
    if (before !== undefined && before !== company.defaultSchemeAccess) {
      store.defaultSchemeAccessAudits.push({
        id: newId('dsa'),
        companyId: company.id,
        event: company.defaultSchemeAccess === 'Enabled' ? 'GrantedAccess' : 'RemovedAccess',
        userId: target.id,
        changedBy: user.email,
        occurredAt: new Date().toISOString(),
      });
    }
    return json(defaultSchemeAccessView(loaded));
  }),

  http.get(portal('/companies/:id/default-scheme-access-audit/search'), async ({ request, params }) => {
    const loaded = await loadCompany(request, String(params.id), false);
    const q = new URL(request.url).searchParams;
    const filter = auditFilter(q);
    const { store, company } = loaded;
    const items = store.defaultSchemeAccessAudits.filter(
      (a) =>
        a.companyId === company.id &&
        (!filter.event || a.event === filter.event) &&
        (!filter.from || a.occurredAt >= filter.from) &&
        (!filter.to || a.occurredAt < filter.to),
    );
    const page = paginate(sortBy(items, 'occurredAt', 'DESC'), q.get('page'), q.get('perPage'));
    return json({ ...page, items: page.items.map((a) => presentAudit(store, a)) });
  }),

  http.post(portal('/companies/:id/logo'), async ({ request, params }) => {
    const loaded = await loadCompany(request, String(params.id), true, ADMINISTRATORS);
    const url = await storeImageUpload(request, loaded.store);
    const { company, store } = loaded;
    company.logoUrl = url;
    company.updatedAt = new Date().toISOString();
    company.setupCompleteness = completeness(company, store);
    return json(presentCompany(company));
  }),

  http.get(portal('/companies/:id'), async ({ request, params }) => {
    const loaded = await loadCompany(request, String(params.id), false);
    return json(presentCompany(loaded.company));
  }),

  http.post(portal('/companies'), async ({ request }) => {
    // Adding companies is for internal staff and Analysts (spec 2.6: "Add New Company").
    const user = await requireUser(request, ['SuperAdmin', 'Support', 'ClientPortal_Analyst']);
    const body = await readJson(request);
    const store = getStore();
    const company = buildCompany(body, undefined, store);
    store.companies.push(company);
    // An Analyst only sees assigned companies, so the one they create is assigned to them.
    if (user.role === 'ClientPortal_Analyst') user.companyIds.push(company.id);
    return json(presentCompany(company), 201);
  }),

  http.patch(portal('/companies'), async ({ request }) => {
    const user = await requireUser(request, ADMINISTRATORS);
    const body = await readJson(request);
    const id = str(body.id);
    if (!id) return badRequest('id is required.', { id: ['id is required.'] });
    const loaded = companyOf(user, id, true);
    const { store, company } = loaded;
    if (body.tenantId !== undefined && body.tenantId !== company.tenantId && !INTERNAL_ADMINS.includes(loaded.user.role)) {
      return forbidden();
    }
    const next = buildCompany(body, company, store);
    store.companies[store.companies.indexOf(company)] = next;
    return json(presentCompany(next));
  }),

  // The spec's path, with its trailing slash (contract: deleteCompany).
  http.delete(portal('/companies/'), handleDelete),
];
