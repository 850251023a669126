import { http } from 'msw';
import { DATA_READERS, DATA_ROLES, canAdministerCompany, canSeeCompany } from '../access-rules';
import { requireUser } from '../auth';
import {
  Validation,
  badRequest,
  conflict,
  forbidden,
  gateway,
  json,
  notFound,
  paginate,
  readJson,
  refuse,
  sortBy,
  str,
  type Json,
} from '../http';
import { getStore, newId } from '../store';
import type { Gateway, RetentionPolicy, RetentionPolicyVersion, RetentionRule, Store, User } from '../types';
import { oneOf } from '../validators';

const companyAccess = async (request: Request, companyId: string | null | undefined, write = false) => {
  const user = await requireUser(request, write ? DATA_ROLES : DATA_READERS);
  return companyScope(user, companyId, write);
};

/** The company a caller already signed in names: 400 without one, 404 unknown, 403 outside the caller's reach. */
const companyScope = (user: User, companyId: string | null | undefined, write: boolean) => {
  const store = getStore();
  if (!companyId) return refuse(badRequest('companyId is required.', { companyId: ['companyId is required.'] }));
  if (!store.companies.some((c) => c.id === companyId)) return refuse(notFound('Company'));
  if (!(write ? canAdministerCompany(user, companyId) : canSeeCompany(user, companyId))) return refuse(forbidden());
  return { user, store, companyId };
};

const summary = (store: Store, policy: RetentionPolicy): Gateway['RetentionPolicySummary'] => {
  const version = store.retentionVersions.find((v) => v.id === policy.currentVersionId)!;
  return {
    ...policy,
    productName: store.products.find((p) => p.id === policy.productId)?.name ?? null,
    versionNumber: version.versionNumber,
    reviewStatus: version.reviewStatus,
  };
};

const detail = (store: Store, policy: RetentionPolicy, version: RetentionPolicyVersion): Gateway['RetentionPolicyVersion'] => ({
  policyId: policy.id,
  policyVersionId: version.id,
  companyId: policy.companyId,
  productId: policy.productId,
  productName: store.products.find((p) => p.id === policy.productId)?.name ?? null,
  name: policy.name,
  status: policy.status,
  currentVersionId: policy.currentVersionId,
  versionNumber: version.versionNumber,
  reviewStatus: version.reviewStatus,
  rules: version.rules,
  createdBy: version.createdBy,
  createdAt: version.createdAt,
});

/** The `/view` read: the rules name their categories, and the policy's versions come along. */
const detailView = (store: Store, policy: RetentionPolicy, version: RetentionPolicyVersion): Gateway['RetentionPolicyVersionView'] => ({
  ...detail(store, policy, version),
  rules: version.rules.map((r) => ({ ...r, categoryName: store.retentionCategories.find((c) => c.id === r.categoryId)?.name ?? null })),
  versions: versionsOf(store, policy.id),
});

const versionsOf = (store: Store, policyId: string): Gateway['RetentionPolicyVersionSummary'][] =>
  sortBy(
    store.retentionVersions.filter((v) => v.policyId === policyId),
    'versionNumber',
    'DESC',
  ).map((v) => ({
    id: v.id,
    policyId: v.policyId,
    versionNumber: v.versionNumber,
    reviewStatus: v.reviewStatus,
    ruleCount: v.rules.length,
    createdBy: v.createdBy,
    createdAt: v.createdAt,
  }));

/** Rules arrive as a list of `{ categoryId, retentionPeriod, retentionUnit, trigger, action }`. */
const readRules = (store: Store, v: Validation, value: unknown, prefix: string): RetentionRule[] => {
  if (!Array.isArray(value) || value.length === 0) {
    v.add('rules', 'Add at least one rule.');
    return [];
  }
  const seen = new Set<string>();
  return value.map((raw, i) => {
    const r = (raw ?? {}) as Json;
    const at = (f: string) => `rules.${i}.${f}`;
    const categoryId = str(r.categoryId) ?? '';
    if (!store.retentionCategories.some((c) => c.id === categoryId)) v.add(at('categoryId'), 'Unknown category.');
    else if (seen.has(categoryId)) v.add(at('categoryId'), 'Each category may have one rule.');
    seen.add(categoryId);
    const period = Number(r.retentionPeriod);
    if (!Number.isInteger(period) || period < 1) v.add(at('retentionPeriod'), 'Retention period must be a whole number of at least 1.');
    if (!oneOf(['Days', 'Hours'] as const, r.retentionUnit)) v.add(at('retentionUnit'), 'Unit must be Days or Hours.');
    if (!oneOf(['MemberLeaving', 'SchemeWindUp', 'LastActivity'] as const, r.trigger))
      v.add(at('trigger'), 'Trigger must be MemberLeaving, SchemeWindUp or LastActivity.');
    if (!oneOf(['Delete', 'Anonymise'] as const, r.action)) v.add(at('action'), 'Action must be Delete or Anonymise.');
    return {
      id: `${prefix}-r${i + 1}`,
      categoryId,
      retentionPeriod: period,
      retentionUnit: r.retentionUnit as RetentionRule['retentionUnit'],
      trigger: r.trigger as RetentionRule['trigger'],
      action: r.action as RetentionRule['action'],
    };
  });
};

const nameTaken = (store: Store, companyId: string, name: string, exceptId?: string) =>
  store.retentionPolicies.some(
    (p) => p.companyId === companyId && p.id !== exceptId && p.name.trim().toLowerCase() === name.trim().toLowerCase(),
  );

const audit = (store: Store, user: User, policy: RetentionPolicy, action: 'Create' | 'Update', details: string) =>
  store.retentionAudits.push({
    id: newId('rau'),
    companyId: policy.companyId,
    policyId: policy.id,
    policyName: policy.name,
    action,
    details,
    changedBy: user.email,
    occurredAt: new Date().toISOString(),
  });

/** Products of the company that do not have a policy yet: a new policy may only cover one of them. */
const availableProducts = (store: Store, companyId: string) => {
  const covered = new Set(store.retentionPolicies.filter((p) => p.companyId === companyId).map((p) => p.productId));
  return sortBy(
    store.companyProducts
      .filter((cp) => cp.companyId === companyId && !covered.has(cp.productId))
      .map((cp) => store.products.find((p) => p.id === cp.productId)!)
      .map((p) => ({ id: p.id, name: p.name })),
    'name',
    'ASC',
  );
};

/** The body's policy in a company the caller may change, or the handler ends (403, or 404 for no such policy there). */
const loadPolicy = (user: User, body: Json) => {
  const access = companyScope(user, str(body.companyId), true);
  const policy = access.store.retentionPolicies.find((p) => p.id === str(body.policyId) && p.companyId === access.companyId);
  if (!policy) return refuse(notFound('Policy'));
  return { ...access, policy };
};

export const retentionHandlers = [
  http.get(gateway('/data-retention/search/versions'), async ({ request }) => {
    const q = new URL(request.url).searchParams;
    const access = await companyAccess(request, q.get('companyId'));
    const policy = access.store.retentionPolicies.find((p) => p.id === q.get('policyId') && p.companyId === access.companyId);
    if (!policy) return notFound('Policy');
    return json(paginate(versionsOf(access.store, policy.id), q.get('page'), q.get('perPage')));
  }),

  http.get(gateway('/data-retention/search'), async ({ request }) => {
    const q = new URL(request.url).searchParams;
    const access = await companyAccess(request, q.get('companyId'));
    const text = q.get('q')?.toLowerCase();
    const status = q.get('status');
    const items = access.store.retentionPolicies
      .filter((p) => p.companyId === access.companyId && (!text || p.name.toLowerCase().includes(text)) && (!status || p.status === status))
      .map((p) => summary(access.store, p));
    return json(paginate(sortBy(items, q.get('sortField') ?? 'name', q.get('sortOrder') ?? 'ASC'), q.get('page'), q.get('perPage')));
  }),

  http.get(gateway('/data-retention/audits'), async ({ request }) => {
    const q = new URL(request.url).searchParams;
    const access = await companyAccess(request, q.get('companyId'));
    const items = access.store.retentionAudits.filter((a) => a.companyId === access.companyId);
    return json(paginate(sortBy(items, 'occurredAt', 'DESC'), q.get('page'), q.get('perPage')));
  }),

  http.get(gateway('/data-retention/categories'), async ({ request }) => {
    await requireUser(request, DATA_READERS);
    return json(getStore().retentionCategories);
  }),

  http.get(gateway('/data-retention/availableProducts'), async ({ request }) => {
    const access = await companyAccess(request, new URL(request.url).searchParams.get('companyId'));
    return json(availableProducts(access.store, access.companyId));
  }),

  http.get(gateway('/data-retention/check-if-name-exists'), async ({ request }) => {
    const q = new URL(request.url).searchParams;
    const access = await companyAccess(request, q.get('companyId'));
    return json({ exists: nameTaken(access.store, access.companyId, q.get('name') ?? '', q.get('policyId') ?? undefined) });
  }),

  ...[false, true].map((view) =>
    http.get(
      gateway(`/data-retention/:policyId/versions/:versionId/company/:companyId${view ? '/view' : ''}`),
      async ({ request, params }) => {
        const access = await companyAccess(request, String(params.companyId));
        const { store } = access;
        const policy = store.retentionPolicies.find((p) => p.id === params.policyId && p.companyId === access.companyId);
        const version = store.retentionVersions.find((v) => v.id === params.versionId && v.policyId === policy?.id);
        if (!policy || !version) return notFound('Policy version');
        return json(view ? detailView(store, policy, version) : detail(store, policy, version));
      },
    ),
  ),

  http.post(gateway('/data-retention'), async ({ request }) => {
    const caller = await requireUser(request, DATA_ROLES);
    const body = await readJson(request);
    const access = companyScope(caller, str(body.companyId), true);
    const { store, companyId, user } = access;
    const v = new Validation();
    const name = str(body.name);
    const productId = str(body.productId) ?? '';
    if (!name) v.add('name', 'Name is required.');
    if (!availableProducts(store, companyId).some((p) => p.id === productId))
      v.add('productId', 'Choose a product of the company that has no policy yet.');
    const policyId = newId('pol');
    const versionId = `${policyId}-v1`;
    const rules = readRules(store, v, body.rules, versionId);
    const invalid = v.response();
    if (invalid) return invalid;
    if (nameTaken(store, companyId, name!)) return conflict('name', 'A policy with this name already exists.');
    const now = new Date().toISOString();
    const version: RetentionPolicyVersion = {
      id: versionId,
      policyId,
      versionNumber: 1,
      reviewStatus: 'ApprovalPending',
      rules,
      createdBy: user.email,
      createdAt: now,
    };
    const policy: RetentionPolicy = {
      id: policyId,
      companyId,
      productId,
      name: name!,
      status: 'ApprovalPending',
      currentVersionId: versionId,
      createdAt: now,
      updatedAt: now,
    };
    store.retentionVersions.push(version);
    store.retentionPolicies.push(policy);
    audit(store, user, policy, 'Create', 'Policy created with version 1.');
    return json(detail(store, policy, version), 201);
  }),

  http.patch(gateway('/data-retention/update-name'), async ({ request }) => {
    const caller = await requireUser(request, DATA_ROLES);
    const body = await readJson(request);
    const loaded = loadPolicy(caller, body);
    const { store, policy, user } = loaded;
    const name = str(body.name);
    if (!name) return badRequest('Name is required.', { name: ['Name is required.'] });
    if (nameTaken(store, policy.companyId, name, policy.id)) return conflict('name', 'A policy with this name already exists.');
    const before = policy.name;
    policy.name = name;
    policy.updatedAt = new Date().toISOString();
    audit(store, user, policy, 'Update', `Renamed from "${before}".`);
    return json(
      detail(
        store,
        policy,
        store.retentionVersions.find((v) => v.id === policy.currentVersionId)!,
      ),
    );
  }),

  http.patch(gateway('/data-retention/update-rules'), async ({ request }) => {
    const caller = await requireUser(request, DATA_ROLES);
    const body = await readJson(request);
    const loaded = loadPolicy(caller, body);
    const { store, policy, user } = loaded;
    const versionNumber = Math.max(...store.retentionVersions.filter((v) => v.policyId === policy.id).map((v) => v.versionNumber)) + 1;
    const versionId = `${policy.id}-v${versionNumber}`;
    const v = new Validation();
    const rules = readRules(store, v, body.rules, versionId);
    const invalid = v.response();
    if (invalid) return invalid;
    // Each change of rules is a new version awaiting approval; earlier versions stay as history.
    const version: RetentionPolicyVersion = {
      id: versionId,
      policyId: policy.id,
      versionNumber,
      reviewStatus: body.draft === true ? 'Draft' : 'ApprovalPending',
      rules,
      createdBy: user.email,
      createdAt: new Date().toISOString(),
    };
    store.retentionVersions.push(version);
    policy.currentVersionId = versionId;
    policy.status = version.reviewStatus === 'Draft' ? 'Draft' : 'ApprovalPending';
    policy.updatedAt = version.createdAt;
    audit(store, user, policy, 'Update', `Rules updated: version ${versionNumber} created.`);
    return json(detail(store, policy, version));
  }),
];
