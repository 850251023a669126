import { http } from 'msw';
import { ADMINISTRATORS, ADMIN_READERS, canAdministerCompany, canSeeCompany, seesAllCompanies } from '../access-rules';
import { requireUser } from '../auth';
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
  str,
  strArray,
  type Json,
} from '../http';
import { getStore, newId } from '../store';
import type { Permission, Store, User } from '../types';
import { loadUser, presentUser, refusal } from './users';

type Target = { productRoleName?: string; schemeIds?: string[]; employerIds?: string[] };
type Grant = { user: User; companyId: string; productId: string; target: Target };

/**
 * Checks one (user, company, product) grant: the actor manages the user and the company, the company has the
 * product, the user belongs to the company, and roles, schemes and employers belong where they should.
 */
const checkGrant = (store: Store, actor: User, body: Json, userId: string): Grant => {
  const user = store.users.find((u) => u.id === userId);
  if (!user) return refuse(notFound('User'));
  const refused = refusal(actor, user, 'permissions');
  if (refused) return refuse(refused);
  const companyId = str(body.companyId) ?? '';
  const productId = str(body.productId) ?? '';
  if (!store.companies.some((c) => c.id === companyId)) return refuse(notFound('Company'));
  if (!canAdministerCompany(actor, companyId)) return refuse(forbidden());
  const v = new Validation();
  const bought = store.companyProducts.find((cp) => cp.companyId === companyId && cp.productId === productId);
  if (!store.products.some((p) => p.id === productId)) v.add('productId', 'Unknown product.');
  else if (!bought) v.add('productId', 'The product is not assigned to this company.');
  if (!user.companyIds.includes(companyId)) v.add('companyId', 'The user is not a member of this company.');
  const target: Target = {};
  if (body.productRoleName !== undefined) {
    const roleName = str(body.productRoleName);
    if (!store.productRoles.some((r) => r.productId === productId && r.roleName === roleName))
      v.add('productRoleName', 'Unknown role for this product.');
    else target.productRoleName = roleName;
  }
  if (body.schemeIds !== undefined) {
    const schemeIds = strArray(body.schemeIds);
    if (!schemeIds || schemeIds.some((id) => !bought?.schemeIds.includes(id)))
      v.add('schemeIds', 'Every scheme must be assigned to the company for this product.');
    else target.schemeIds = schemeIds;
  }
  if (body.employerIds !== undefined) {
    const employerIds = strArray(body.employerIds);
    if (!employerIds || employerIds.some((id) => store.employers.find((e) => e.id === id)?.companyId !== companyId)) {
      v.add('employerIds', 'Every employer must belong to the company.');
    } else target.employerIds = employerIds;
  }
  const invalid = v.response();
  return invalid ? refuse(invalid) : { user, companyId, productId, target };
};

const findEntry = (store: Store, userId: string, companyId: string, productId: string) =>
  store.permissions.find((p) => p.userId === userId && p.companyId === companyId && p.productId === productId);

/** Employers only make sense under a granted scheme. */
const tidy = (store: Store, entry: Permission) => {
  entry.employerIds = entry.employerIds.filter((id) => {
    const employer = store.employers.find((e) => e.id === id);
    return employer && entry.schemeIds.includes(employer.schemeId);
  });
  return entry;
};

const upsert = (store: Store, userId: string, companyId: string, productId: string, target: Target) => {
  let entry = findEntry(store, userId, companyId, productId);
  if (!entry) {
    entry = {
      id: newId('perm'),
      userId,
      companyId,
      productId,
      productRoleName: store.productRoles.find((r) => r.productId === productId)?.roleName ?? 'Viewer',
      schemeIds: [],
      employerIds: [],
    };
    store.permissions.push(entry);
  }
  Object.assign(entry, target);
  return tidy(store, entry);
};

/** Runs `action` for a body naming one user; returns the handler's answer. */
const withActor = (
  method: 'post' | 'delete',
  path: string,
  action: (ctx: {
    store: Store;
    actor: User;
    body: Json;
    request: Request;
    params: Record<string, string | readonly string[] | undefined>;
  }) => Response | Promise<Response>,
) =>
  http[method](portal(path), async ({ request, params }) => {
    const actor = await requireUser(request, ADMINISTRATORS);
    const body = await readJson(request);
    return action({ store: getStore(), actor, body, request, params });
  });

const single = (path: string, apply: (store: Store, grant: Grant, body: Json) => Response) =>
  withActor('post', path, ({ store, actor, body }) => {
    const grant = checkGrant(store, actor, body, str(body.userId) ?? '');
    return apply(store, grant, body);
  });

const visibleEntries = (store: Store, actor: User, userId: string) =>
  store.permissions.filter((p) => p.userId === userId && (seesAllCompanies(actor) || actor.companyIds.includes(p.companyId)));

const bulkUsers = (assign: boolean) =>
  withActor(
    'post',
    assign ? '/permissions/bulkAssignUserToProduct' : '/permissions/bulkUnassignUserFromProduct',
    ({ store, actor, body }) => {
      const userIds = strArray(body.userIds);
      if (!userIds || userIds.length === 0)
        return badRequest('userIds must list at least one user.', { userIds: ['Choose at least one user.'] });
      const grants: Grant[] = [];
      for (const userId of userIds) {
        const grant = checkGrant(store, actor, { ...body, schemeIds: undefined, employerIds: undefined }, userId);
        grants.push(grant);
      }
      if (!assign) {
        store.permissions = store.permissions.filter(
          (p) => !grants.some((g) => g.user.id === p.userId && g.companyId === p.companyId && g.productId === p.productId),
        );
        return noContent();
      }
      return json(
        grants.map(
          (g) => findEntry(store, g.user.id, g.companyId, g.productId) ?? upsert(store, g.user.id, g.companyId, g.productId, g.target),
        ),
      );
    },
  );

const allCompanies = (assign: boolean) =>
  withActor('post', `/permissions/${assign ? 'assign' : 'unassign'}-all-companies/users/:id`, async ({ store, actor, request, params }) => {
    const loaded = await loadUser(request, String(params.id), assign ? 'addToCompany' : 'removeFromCompany');
    const { target } = loaded;
    const scope = store.companies.filter(
      (c) => canAdministerCompany(actor, c.id) && (seesAllCompanies(actor) || target.tenantIds.includes(c.tenantId)),
    );
    if (assign) {
      target.companyIds = [...new Set([...target.companyIds, ...scope.map((c) => c.id)])];
      target.tenantIds = [...new Set([...target.tenantIds, ...scope.map((c) => c.tenantId)])];
    } else {
      const removed = new Set(scope.map((c) => c.id));
      target.companyIds = target.companyIds.filter((id) => !removed.has(id));
      store.permissions = store.permissions.filter((p) => !(p.userId === target.id && removed.has(p.companyId)));
    }
    return json(presentUser(store, target, actor));
  });

const bulkSchemes = (assign: boolean) =>
  single(assign ? '/permissions/bulkAssignSchemeToUserProduct' : '/permissions/bulkUnassignSchemeFromUserProduct', (store, grant) => {
    const entry = findEntry(store, grant.user.id, grant.companyId, grant.productId);
    if (!entry) return notFound('Permission');
    const schemeIds = grant.target.schemeIds;
    if (!schemeIds) return badRequest('schemeIds is required.', { schemeIds: ['Choose at least one scheme.'] });
    entry.schemeIds = assign ? [...new Set([...entry.schemeIds, ...schemeIds])] : entry.schemeIds.filter((id) => !schemeIds.includes(id));
    if (assign) {
      // Granting a scheme grants its employers too, the usual expectation in the drill-down.
      const employers = store.employers.filter((e) => schemeIds.includes(e.schemeId)).map((e) => e.id);
      entry.employerIds = [...new Set([...entry.employerIds, ...employers])];
    }
    return json(tidy(store, entry));
  });

export const permissionHandlers = [
  http.get(portal('/permissions/useremployer/:userId/:schemeId'), async ({ request, params }) => {
    const actor = await requireUser(request, ADMIN_READERS);
    const loaded = await loadUser(request, String(params.userId), 'view');
    const { store, target } = loaded;
    const scheme = store.schemes.find((s) => s.id === params.schemeId);
    if (!scheme) return notFound('Scheme');
    if (!canSeeCompany(actor, scheme.companyId)) return forbidden();
    const entries = store.permissions.filter((p) => p.userId === target.id && p.companyId === scheme.companyId);
    return json(
      store.employers
        .filter((e) => e.schemeId === scheme.id)
        .map((e) => ({
          employerId: e.id,
          schemeId: e.schemeId,
          companyId: e.companyId,
          name: e.name,
          employerType: e.employerType,
          payeReference: e.payeReference,
          assignedProductIds: entries.filter((p) => p.employerIds.includes(e.id)).map((p) => p.productId),
        })),
    );
  }),

  // Anyone may read their own (the portal shell loads them for every role but SuperAdmin and Support);
  // another user's only when the caller may see that user.
  http.get(portal('/permissions/:userId'), async ({ request, params }) => {
    const loaded = await loadUser(request, String(params.userId), 'view');
    return json(visibleEntries(loaded.store, loaded.actor, loaded.target.id));
  }),

  withActor('post', '/permissions/bulk', ({ store, actor, body }) => {
    const userId = str(body.userId) ?? '';
    // Checked up front too: an empty list would otherwise answer the user's entries without any check.
    const user = store.users.find((u) => u.id === userId);
    if (!user) return notFound('User');
    const refused = refusal(actor, user, 'permissions');
    if (refused) return refused;
    const list = Array.isArray(body.permissions) ? (body.permissions as Json[]) : undefined;
    if (!list) return badRequest('permissions must be a list.', { permissions: ['permissions must be a list.'] });
    const grants: Grant[] = [];
    for (const item of list) {
      const grant = checkGrant(store, actor, item ?? {}, userId);
      grants.push(grant);
    }
    grants.forEach((g) => upsert(store, userId, g.companyId, g.productId, g.target));
    return json(visibleEntries(store, actor, userId));
  }),

  single('/permissions/update', (store, grant) => {
    const entry = findEntry(store, grant.user.id, grant.companyId, grant.productId);
    if (!entry) return notFound('Permission');
    Object.assign(entry, grant.target);
    return json(tidy(store, entry));
  }),

  single('/permissions/userProduct', (store, grant) => {
    if (findEntry(store, grant.user.id, grant.companyId, grant.productId)) {
      return conflict('productId', 'The user already has this product for this company.');
    }
    return json(upsert(store, grant.user.id, grant.companyId, grant.productId, grant.target), 201);
  }),

  withActor('delete', '/permissions/userProduct', ({ store, actor, body }) => {
    const grant = checkGrant(store, actor, { companyId: body.companyId, productId: body.productId }, str(body.userId) ?? '');
    const entry = findEntry(store, grant.user.id, grant.companyId, grant.productId);
    if (!entry) return notFound('Permission');
    store.permissions = store.permissions.filter((p) => p !== entry);
    return noContent();
  }),

  single('/permissions/assignUserToProduct', (store, grant) =>
    json(upsert(store, grant.user.id, grant.companyId, grant.productId, grant.target)),
  ),

  single('/permissions/unassignUserFromProduct', (store, grant) => {
    store.permissions = store.permissions.filter(
      (p) => !(p.userId === grant.user.id && p.companyId === grant.companyId && p.productId === grant.productId),
    );
    return noContent();
  }),

  bulkSchemes(true),
  bulkSchemes(false),
  bulkUsers(true),
  bulkUsers(false),
  allCompanies(true),
  allCompanies(false),

  withActor('post', '/permissions/updateAllUserRoles', ({ store, actor, body }) => {
    const userId = str(body.userId) ?? '';
    const user = store.users.find((u) => u.id === userId);
    if (!user) return notFound('User');
    const refused = refusal(actor, user, 'permissions');
    if (refused) return refused;
    const productId = str(body.productId);
    const roleName = str(body.productRoleName);
    const companyId = str(body.companyId);
    if (!productId || !store.productRoles.some((r) => r.productId === productId && r.roleName === roleName)) {
      return badRequest('Choose a role of the product.', { productRoleName: ['Unknown role for this product.'] });
    }
    const entries = store.permissions.filter(
      (p) =>
        p.userId === userId &&
        p.productId === productId &&
        (!companyId || p.companyId === companyId) &&
        canAdministerCompany(actor, p.companyId),
    );
    entries.forEach((p) => (p.productRoleName = roleName!));
    return json(entries);
  }),
];
