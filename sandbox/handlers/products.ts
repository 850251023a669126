import { http } from 'msw';
import { ALL_ROLES, CLIENT_PORTAL_ROLES, INTERNAL_ADMINS, canSeeCompany, isInternalAdmin, userDecision } from '../access-rules';
import { requireUser } from '../auth';
import { storeImageUpload } from '../files';
import {
  Validation,
  badRequest,
  conflict,
  forbidden,
  json,
  noContent,
  notFound,
  portal,
  readJson,
  refuse,
  sleep,
  sortBy,
  str,
  strArray,
  type Json,
} from '../http';
import { send } from '../mail';
import { runtime } from '../runtime';
import { getStore } from '../store';
import { throttleEmail } from '../throttle';
import type { Product, Store, User } from '../types';
import { checkLogoUrl } from '../validators';
import { loadUser } from './users';

export const PRODUCT_VERSION = '1.4.2';
const DEMO_DELAY_MS = 300;

const byName = (products: Product[]) => sortBy(products, 'name', 'ASC');

const assignedTo = (store: Store, companyId: string) => store.companyProducts.filter((cp) => cp.companyId === companyId);

const withSchemes = (store: Store, companyId: string) =>
  byName(store.products.filter((p) => assignedTo(store, companyId).some((cp) => cp.productId === p.id))).map((p) => ({
    ...p,
    schemeIds: assignedTo(store, companyId).find((cp) => cp.productId === p.id)!.schemeIds,
  }));

/** Users holding an access entry for the product in the company: what removing the product would take from them. */
const userCountOf = (store: Store, companyId: string, productId: string) =>
  new Set(store.permissions.filter((p) => p.companyId === companyId && p.productId === productId).map((p) => p.userId)).size;

/** Assigning and removing modules is a commercial decision kept to internal staff (docs/decisions.md). */
const MODULE_ASSIGNERS = INTERNAL_ADMINS;

const offeredTo = (store: Store, companyId: string, productId: string) =>
  store.tenants.find((t) => t.id === store.companies.find((c) => c.id === companyId)?.tenantId)?.productIds.includes(productId) ?? false;

const isAssigned = (store: Store, companyId: string, productId: string) =>
  store.companyProducts.some((cp) => cp.companyId === companyId && cp.productId === productId);

/**
 * A module being retired stays with the companies that have it (their schemes may still change) but is given to no
 * other company (docs/decisions.md): what to answer, with `409`, when a call would give it anew.
 */
const retiringRefusal = (store: Store, companyId: string, productId: string) => {
  const product = store.products.find((p) => p.id === productId);
  if (!product?.retiring || isAssigned(store, companyId, productId)) return undefined;
  return `${product.name} is being retired, so it is not given to companies that do not have it already.`;
};

const companyFor = async (request: Request, companyId: string | undefined, roles?: readonly User['role'][]) => {
  const user = await requireUser(request, roles);
  const store = getStore();
  if (!companyId) return refuse(badRequest('companyId is required.', { companyId: ['companyId is required.'] }));
  if (!store.companies.some((c) => c.id === companyId)) return refuse(notFound('Company'));
  if (!canSeeCompany(user, companyId)) return refuse(forbidden());
  return { user, store, companyId };
};

/** The roles with a home page (spec 6): the ones that may ask who can give them access to a module. */
const DASHBOARD_ROLES = ALL_ROLES.filter((r) => r !== 'ClientPortal_SftpOnly');

/**
 * Who can give `caller` access to the company's modules: its active Client Admins whom the privilege table lets change
 * the caller's permissions (so never the caller, nor anyone for internal staff). Names only: the least a member
 * of the company needs to know whom to ask (docs/decisions.md, issue 27).
 */
const accessContacts = (store: Store, caller: User, companyId: string) =>
  sortBy(
    sortBy(
      store.users.filter(
        (u) =>
          u.role === 'ClientPortal_ClientAdmin' &&
          u.status === 'Active' &&
          u.companyIds.includes(companyId) &&
          userDecision(u, caller, 'permissions') === 'allow',
      ),
      'firstName',
      'ASC',
    ),
    'lastName',
    'ASC',
  ).map((u) => ({ firstName: u.firstName, lastName: u.lastName }));

type Assignment = { productId: string; schemeIds?: string[] };

/** Validates `{ companyId, products: [{ productId, schemeIds? }] }` for the bulk assignment calls; refuses with a 400, 404 or 409. */
const readAssignments = (store: Store, body: Json): { companyId: string; items: Assignment[] } => {
  const companyId = str(body.companyId);
  if (!companyId) return refuse(badRequest('companyId is required.', { companyId: ['companyId is required.'] }));
  if (!store.companies.some((c) => c.id === companyId)) return refuse(notFound('Company'));
  const v = new Validation();
  const raw = Array.isArray(body.products) ? body.products : undefined;
  if (!raw) v.add('products', 'products must be a list of { productId, schemeIds }.');
  const items: Assignment[] = (raw ?? []).map((entry, i) => {
    const e = (entry ?? {}) as Json;
    const productId = str(e.productId) ?? '';
    const schemeIds = e.schemeIds === undefined ? undefined : strArray(e.schemeIds);
    if (!store.products.some((p) => p.id === productId)) v.add(`products.${i}.productId`, 'Unknown product.');
    else if (!isAssigned(store, companyId, productId) && !offeredTo(store, companyId, productId)) {
      v.add(`products.${i}.productId`, "The company's tenant does not offer this module.");
    }
    if (schemeIds === undefined && e.schemeIds !== undefined) v.add(`products.${i}.schemeIds`, 'schemeIds must be a list.');
    if (schemeIds?.some((id) => !store.schemes.some((s) => s.id === id && s.companyId === companyId))) {
      v.add(`products.${i}.schemeIds`, 'Every scheme must belong to the company.');
    }
    return { productId, schemeIds: schemeIds ?? undefined };
  });
  const invalid = v.response();
  if (invalid) return refuse(invalid);
  for (const [i, item] of items.entries()) {
    const refusal = retiringRefusal(store, companyId, item.productId);
    if (refusal) return refuse(conflict(`products.${i}.productId`, refusal));
  }
  return { companyId, items };
};

const allSchemesOf = (store: Store, companyId: string) => store.schemes.filter((s) => s.companyId === companyId).map((s) => s.id);

const removeProductFromCompany = (store: Store, companyId: string, productId: string) => {
  store.companyProducts = store.companyProducts.filter((cp) => !(cp.companyId === companyId && cp.productId === productId));
  store.permissions = store.permissions.filter((p) => !(p.companyId === companyId && p.productId === productId));
};

/** The product as changed by a PATCH body, or the handler ends with a 400 or 409. */
const buildProduct = (store: Store, input: Json, existing: Product): Product => {
  const v = new Validation();
  const name = input.name === undefined ? existing.name : str(input.name);
  const domainPrefix = input.domainPrefix === undefined ? existing.domainPrefix : (str(input.domainPrefix)?.toLowerCase() ?? null);
  const url = input.url === undefined ? existing.url : (str(input.url) ?? null);
  if (!name) v.add('name', 'Name is required.');
  if (domainPrefix && !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(domainPrefix))
    v.add('domainPrefix', 'Domain prefix may contain lower-case letters, digits and hyphens.');
  if (url && !/^https:\/\/\S+$/.test(url)) v.add('url', 'URL must start with https://.');
  if (input.retiring !== undefined && typeof input.retiring !== 'boolean') v.add('retiring', 'retiring must be true or false.');
  checkLogoUrl(v, 'logoUrl', input.logoUrl);
  const invalid = v.response();
  if (invalid) return refuse(invalid);
  if (store.products.some((p) => p.id !== existing.id && p.name.toLowerCase() === name!.toLowerCase())) {
    return refuse(conflict('name', 'A product with this name already exists.'));
  }
  return {
    ...existing,
    name: name!,
    domainPrefix,
    url,
    description: input.description === undefined ? existing.description : String(input.description ?? ''),
    logoUrl: input.logoUrl === undefined ? existing.logoUrl : (str(input.logoUrl) ?? null),
    demoAvailable: typeof input.demoAvailable === 'boolean' ? input.demoAvailable : existing.demoAvailable,
    retiring: typeof input.retiring === 'boolean' ? input.retiring : existing.retiring,
  };
};

const deleteProduct = async ({ request }: { request: Request }) => {
  await requireUser(request, ['SuperAdmin']);
  const store = getStore();
  const id = new URL(request.url).searchParams.get('productId');
  const product = store.products.find((p) => p.id === id);
  if (!product) return notFound('Product');
  store.products = store.products.filter((p) => p !== product);
  store.companyProducts = store.companyProducts.filter((cp) => cp.productId !== product.id);
  store.permissions = store.permissions.filter((p) => p.productId !== product.id);
  store.productRoles = store.productRoles.filter((r) => r.productId !== product.id);
  store.tenants.forEach((t) => (t.productIds = t.productIds.filter((pid) => pid !== product.id)));
  return json(product);
};

export const productHandlers = [
  http.get(portal('/productInfo'), () => json({ version: PRODUCT_VERSION })),

  http.get(portal('/productRoles/clientPortal'), async ({ request }) => {
    await requireUser(request);
    return json(CLIENT_PORTAL_ROLES.map((roleName) => ({ id: roleName, roleName })));
  }),

  http.get(portal('/productRoles/byProductId/:id'), async ({ request, params }) => {
    await requireUser(request);
    const store = getStore();
    if (!store.products.some((p) => p.id === params.id)) return notFound('Product');
    return json(store.productRoles.filter((r) => r.productId === params.id));
  }),

  http.get(portal('/products/all'), async ({ request }) => {
    await requireUser(request);
    return json(byName(getStore().products));
  }),

  http.get(portal('/products/promoted'), async ({ request }) => {
    const found = await companyFor(request, new URL(request.url).searchParams.get('companyId') ?? undefined);
    const { user, store, companyId } = found;
    // Internal staff see every module already, so there is nothing to promote to them.
    if (isInternalAdmin(user)) return json([]);
    const held = new Set(store.permissions.filter((p) => p.userId === user.id && p.companyId === companyId).map((p) => p.productId));
    // A module the company already has is never sold back to it, whether or not the caller has access to it.
    return json(byName(store.products.filter((p) => p.demoAvailable && !held.has(p.id) && !isAssigned(store, companyId, p.id))));
  }),

  // Designed (contract/portal/companies.yaml): a companies path, kept beside the module calls it serves on the home page.
  http.get(portal('/companies/:companyId/access-contacts'), async ({ request, params }) => {
    const found = await companyFor(request, String(params.companyId), DASHBOARD_ROLES);
    return json(accessContacts(found.store, found.user, found.companyId));
  }),

  http.get(portal('/products/availableForCompany/:companyId'), async ({ request, params }) => {
    const found = await companyFor(request, String(params.companyId));
    const { store, companyId } = found;
    const tenant = store.tenants.find((t) => t.id === store.companies.find((c) => c.id === companyId)!.tenantId)!;
    const assigned = new Set(assignedTo(store, companyId).map((cp) => cp.productId));
    // A module being retired is offered to no company that lacks it (docs/decisions.md).
    return json(byName(store.products.filter((p) => tenant.productIds.includes(p.id) && !assigned.has(p.id) && !p.retiring)));
  }),

  http.get(portal('/products/assignedToCompany/:companyId'), async ({ request, params }) => {
    const found = await companyFor(request, String(params.companyId));
    const { store, companyId } = found;
    return json(withSchemes(store, companyId).map((p) => ({ ...p, userCount: userCountOf(store, companyId, p.id) })));
  }),

  http.get(portal('/products/availableProductSchemes/:companyId'), async ({ request, params }) => {
    const found = await companyFor(request, String(params.companyId));
    const { store, companyId } = found;
    const schemes = sortBy(
      store.schemes.filter((s) => s.companyId === companyId),
      'name',
      'ASC',
    );
    return json(
      withSchemes(store, companyId).map((p) => ({
        productId: p.id,
        productName: p.name,
        schemes: schemes.map((s) => ({
          id: s.id,
          name: s.name,
          pensionSchemeType: s.pensionSchemeType,
          assigned: p.schemeIds.includes(s.id),
          // Listed so a screen choosing schemes can show what each one brings with it.
          employers: sortBy(
            store.employers.filter((e) => e.schemeId === s.id),
            'name',
            'ASC',
          ).map((e) => ({ id: e.id, name: e.name, employerType: e.employerType })),
        })),
      })),
    );
  }),

  http.get(portal('/products/tenants/:tenantId'), async ({ request, params }) => {
    const user = await requireUser(request);
    const store = getStore();
    const tenant = store.tenants.find((t) => t.id === params.tenantId);
    if (!tenant) return notFound('Tenant');
    if (!isInternalAdmin(user) && !user.tenantIds.includes(tenant.id)) return forbidden();
    return json(byName(store.products.filter((p) => tenant.productIds.includes(p.id))));
  }),

  http.get(portal('/products/assignedToUser/:userId'), async ({ request, params }) => {
    const loaded = await loadUser(request, String(params.userId), 'view');
    const { actor: user, target, store } = loaded;
    return json(
      store.permissions
        .filter((p) => p.userId === target.id && canSeeCompany(user, p.companyId))
        .map((p) => ({ productId: p.productId, companyId: p.companyId })),
    );
  }),

  http.post(portal('/products/assignCompany'), async ({ request }) => {
    await requireUser(request, MODULE_ASSIGNERS);
    const body = await readJson(request);
    const store = getStore();
    const companyId = str(body.companyId);
    const productId = str(body.productId);
    const schemeIds = body.schemeIds === undefined ? undefined : strArray(body.schemeIds);
    const v = new Validation();
    if (!companyId) v.add('companyId', 'companyId is required.');
    if (!productId) v.add('productId', 'productId is required.');
    if (schemeIds === undefined && body.schemeIds !== undefined) v.add('schemeIds', 'schemeIds must be a list.');
    const invalid = v.response();
    if (invalid) return invalid;
    if (!store.companies.some((c) => c.id === companyId)) return notFound('Company');
    if (!store.products.some((p) => p.id === productId)) return notFound('Product');
    if (isAssigned(store, companyId!, productId!)) return conflict('productId', 'The product is already assigned to this company.');
    if (!offeredTo(store, companyId!, productId!)) {
      return badRequest("The company's tenant does not offer this module.", {
        productId: ["The company's tenant does not offer this module."],
      });
    }
    const refusal = retiringRefusal(store, companyId!, productId!);
    if (refusal) return conflict('productId', refusal);
    if (schemeIds?.some((id) => !store.schemes.some((s) => s.id === id && s.companyId === companyId))) {
      return badRequest('Every scheme must belong to the company.', { schemeIds: ['Every scheme must belong to the company.'] });
    }
    const entry = { companyId: companyId!, productId: productId!, schemeIds: schemeIds ?? allSchemesOf(store, companyId!) };
    store.companyProducts.push(entry);
    return json(entry, 201);
  }),

  http.post(portal('/products/removeCompany'), async ({ request }) => {
    await requireUser(request, MODULE_ASSIGNERS);
    const body = await readJson(request);
    const store = getStore();
    const companyId = str(body.companyId);
    const productId = str(body.productId);
    const v = new Validation();
    if (!companyId) v.add('companyId', 'companyId is required.');
    if (!productId) v.add('productId', 'productId is required.');
    const invalid = v.response();
    if (invalid) return invalid;
    if (!store.companies.some((c) => c.id === companyId)) return notFound('Company');
    if (!store.products.some((p) => p.id === productId)) return notFound('Product');
    if (!isAssigned(store, companyId!, productId!)) return notFound('Product assignment');
    removeProductFromCompany(store, companyId!, productId!);
    return noContent();
  }),

  http.post(portal('/products/bulkAssignSchemesAndProducts'), async ({ request }) => {
    await requireUser(request, MODULE_ASSIGNERS);
    const body = await readJson(request);
    const store = getStore();
    const parsed = readAssignments(store, body);
    for (const item of parsed.items) {
      const existing = store.companyProducts.find((cp) => cp.companyId === parsed.companyId && cp.productId === item.productId);
      const schemeIds = item.schemeIds ?? allSchemesOf(store, parsed.companyId);
      if (existing) existing.schemeIds = [...new Set([...existing.schemeIds, ...schemeIds])];
      else store.companyProducts.push({ companyId: parsed.companyId, productId: item.productId, schemeIds });
    }
    return json(withSchemes(store, parsed.companyId));
  }),

  http.patch(portal('/products/bulkUpdateSchemesAndProducts'), async ({ request }) => {
    await requireUser(request, MODULE_ASSIGNERS);
    const body = await readJson(request);
    const store = getStore();
    const parsed = readAssignments(store, body);
    const wanted = new Set(parsed.items.map((i) => i.productId));
    assignedTo(store, parsed.companyId)
      .filter((cp) => !wanted.has(cp.productId))
      .forEach((cp) => removeProductFromCompany(store, parsed.companyId, cp.productId));
    for (const item of parsed.items) {
      const schemeIds = item.schemeIds ?? allSchemesOf(store, parsed.companyId);
      const existing = store.companyProducts.find((cp) => cp.companyId === parsed.companyId && cp.productId === item.productId);
      if (existing) existing.schemeIds = schemeIds;
      else store.companyProducts.push({ companyId: parsed.companyId, productId: item.productId, schemeIds });
      // Users cannot keep schemes the company no longer has for the product.
      store.permissions
        .filter((p) => p.companyId === parsed.companyId && p.productId === item.productId)
        .forEach((p) => {
          p.schemeIds = p.schemeIds.filter((id) => schemeIds.includes(id));
          p.employerIds = p.employerIds.filter((id) => store.employers.some((e) => e.id === id && p.schemeIds.includes(e.schemeId)));
        });
    }
    return json(withSchemes(store, parsed.companyId));
  }),

  http.post(portal('/products/:productId/:companyId/request-demo'), async ({ request, params }) => {
    const found = await companyFor(request, String(params.companyId));
    const { user, store, companyId } = found;
    const product = store.products.find((p) => p.id === params.productId);
    if (!product) return notFound('Product');
    if (!product.demoAvailable) return badRequest(`A demo of ${product.name} is not available.`);
    const company = store.companies.find((c) => c.id === companyId)!;
    if (isAssigned(store, companyId, product.id)) return conflict('productId', `${company.name} already has ${product.name}.`);
    // The sales inbox is shared: the limit is per company and module asked about.
    const limited = throttleEmail(store, `demo:${companyId}:${product.id}`, request);
    if (limited) return limited;
    // Over real HTTP the request takes a moment, so the portal's in-flight state (disabled buttons, abort) is visible.
    if (runtime.overHttp) await sleep(DEMO_DELAY_MS);
    if (request.signal.aborted) return new Response(null, { status: 499 });
    send(store, {
      to: 'sales@portico.test',
      subject: `Demo request: ${product.name} for ${company.name}`,
      text: `${user.firstName} ${user.lastName} <${user.email}> of ${company.name} asked for a demo of ${product.name}.`,
    });
    return noContent();
  }),

  http.post(portal('/products/:id/logo'), async ({ request, params }) => {
    await requireUser(request, INTERNAL_ADMINS);
    const store = getStore();
    const product = store.products.find((p) => p.id === params.id);
    if (!product) return notFound('Product');
    const url = await storeImageUpload(request, store);
    product.logoUrl = url;
    return json(product);
  }),

  http.get(portal('/products/:id'), async ({ request, params }) => {
    await requireUser(request);
    const product = getStore().products.find((p) => p.id === params.id);
    return product ? json(product) : notFound('Product');
  }),

  http.patch(portal('/products'), async ({ request }) => {
    await requireUser(request, INTERNAL_ADMINS);
    const body = await readJson(request);
    const store = getStore();
    const existing = store.products.find((p) => p.id === str(body.id));
    if (!existing) return notFound('Product');
    const next = buildProduct(store, body, existing);
    store.products[store.products.indexOf(existing)] = next;
    return json(next);
  }),

  http.delete(portal('/products'), deleteProduct),
];
