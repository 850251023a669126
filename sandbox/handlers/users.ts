import { http } from 'msw';
import type { UserAction } from '../../src/shared/privileges';
import {
  ADMINISTRATORS,
  ADMIN_READERS,
  CLIENT_PORTAL_ROLES,
  INTERNAL_ADMINS,
  canAdministerCompany,
  canGrantRole,
  canSeeCompany,
  canSeeUser,
  isInternalAdmin,
  isRole,
  mayEverAct,
  userDecision,
  visibleCompanyIdsOf,
} from '../access-rules';
import { dataGatewayRoleOf, findUserByEmail, randomToken, recordAuthEvent, requireUser, revokeSessionsOf } from '../auth';
import {
  EMAIL_PATTERN,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  Validation,
  badRequest,
  conflict,
  forbidden,
  json,
  noContent,
  notFound,
  own,
  paginate,
  portal,
  readJson,
  refuse,
  sortBy,
  str,
  strArray,
  type Json,
} from '../http';
import { adminMfaResetEmail, invitationEmail } from '../mail';
import { removeFactor } from '../mfa';
import { getStore, newId } from '../store';
import { throttleEmail } from '../throttle';
import type { Portal, RoleName, Store, User } from '../types';

const INVITATION_TTL = 7 * 86_400_000;
const SSH_KEY_MESSAGE = 'Key expected format is "ssh-rsa <Base64-encoded key>"';

/**
 * `user` as `viewer` may see it: of its companies and tenants only those the viewer may know of (a client
 * administrator learns that a user also works for another client, as the privilege table needs, but not for whom).
 */
export const presentUser = (store: Store, user: User, viewer: User): Portal['PortalUser'] => {
  const companyIds = visibleCompanyIdsOf(viewer, user);
  const whole = companyIds === user.companyIds;
  const tenantIds = whole
    ? user.tenantIds
    : user.tenantIds.filter((t) => store.companies.some((c) => c.tenantId === t && companyIds.includes(c.id)));
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    status: user.status,
    phone: user.phone,
    clientPortalRole: { roleName: user.role },
    userSshKey: { hasPublicKey: !!user.sshPublicKey },
    tenants: store.tenants.filter((t) => tenantIds.includes(t.id)).map((t) => ({ id: t.id, name: t.name, domain: t.domain })),
    companyIds,
    worksForOtherCompanies: companyIds.length < user.companyIds.length,
    mfaEnabled: !!user.mfaSecret,
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt,
  };
};

type Loaded = { actor: User; target: User; store: Store };

/** Why an administrator may not do it to themselves: another administrator must (docs/api.md, the privilege table). */
const NOT_SELF: Record<UserAction, string> = {
  view: '',
  edit: '',
  sshKey: '',
  changeRole: 'You cannot change your own role.',
  activate: 'You cannot activate yourself.',
  deactivate: 'You cannot deactivate yourself.',
  delete: 'You cannot delete yourself.',
  resetMfa: 'You cannot reset your own MFA here: use Change MFA.',
  resendInvitation: 'You cannot send yourself an invitation.',
  addToCompany: 'You cannot change your own companies.',
  removeFromCompany: 'You cannot change your own companies.',
  permissions: 'You cannot change your own permissions.',
  defaultSchemeAccess: 'You cannot change your own default scheme access.',
};

/** The privilege table's answer as a response: 403 (no body), 400 with the reason for yourself, or undefined. */
export const refusal = (actor: User, target: User, action: UserAction): Response | undefined => {
  const decision = userDecision(actor, target, action);
  if (decision === 'notSelf') return badRequest(NOT_SELF[action], action === 'changeRole' ? { roleName: [NOT_SELF[action]] } : undefined);
  return decision === 'deny' ? forbidden() : undefined;
};

/** `loadUser` for an actor already signed in: a call naming the user in its body reads the body only after that. */
const targetOf = (actor: User, id: string, action: UserAction): Loaded => {
  const store = getStore();
  const target = store.users.find((u) => u.id === id);
  if (!target) return refuse(mayEverAct(actor, action) ? notFound('User') : forbidden());
  const refused = refusal(actor, target, action);
  return refused ? refuse(refused) : { actor, target, store };
};

/**
 * Loads the target user for `action`: 403 (no body) when the actor's role may never do it to another user, 404
 * unknown, then the privilege table's answer.
 */
export const loadUser = async (request: Request, id: string, action: UserAction): Promise<Loaded> => {
  const actor = await requireUser(request);
  return targetOf(actor, id, action);
};

/** Sends `user` a new invitation from `inviter` (any earlier link dies); the user is then `Invited`. */
export const invite = (store: Store, user: User, inviter: User) => {
  store.invitations.forEach((i) => {
    if (i.email === user.email && !i.usedAt) i.usedAt = Date.now();
  });
  const now = new Date();
  const invitation = { email: user.email, token: randomToken(16), expiresAt: now.getTime() + INVITATION_TTL, usedAt: null };
  store.invitations.push(invitation);
  user.status = 'Invited';
  store.outbox.push(invitationEmail(store, user, inviter, invitation, now));
};

/** Shared by POST /users and POST /users/support-role. */
const createUser = async (request: Request, internal: boolean) => {
  const actor = await requireUser(request, ADMINISTRATORS);
  const body = await readJson(request);
  const store = getStore();
  const v = new Validation();
  const firstName = str(body.firstName);
  const lastName = str(body.lastName);
  const email = str(body.email)?.toLowerCase();
  const phone = str(body.phone) ?? null;
  const roleName = body.roleName;
  const allCompanies = body.allCompanies === true;
  // Issue 27: the invite wizard creates the user first and invites once access is decided (docs/api.md).
  const sendInvitation = body.sendInvitation !== false;
  const companyIds = allCompanies ? [] : strArray(body.companyIds ?? []);
  if (!firstName) v.add('firstName', 'First name is required.');
  if (!lastName) v.add('lastName', 'Last name is required.');
  if (!email) v.add('email', 'Email is required.');
  else if (!EMAIL_PATTERN.test(email)) v.add('email', 'Email is not valid.');
  if (phone && !PHONE_PATTERN.test(phone)) v.add('phone', PHONE_MESSAGE);
  const allowed: readonly RoleName[] = internal ? INTERNAL_ADMINS : CLIENT_PORTAL_ROLES;
  if (!isRole(roleName) || !allowed.includes(roleName)) v.add('roleName', `Role must be one of ${allowed.join(', ')}.`);
  if (!companyIds) v.add('companyIds', 'Company ids must be a list.');
  else if (companyIds.some((id) => !store.companies.some((c) => c.id === id))) v.add('companyIds', 'Unknown company.');
  const invalid = v.response();
  if (invalid) return invalid;
  if (!canGrantRole(actor, roleName as RoleName)) return forbidden();
  if (allCompanies && !isInternalAdmin(actor)) return forbidden();
  if (!isInternalAdmin(actor)) {
    // Client-side administrators invite people into their own companies only, or they could not manage them after.
    if (companyIds!.length === 0) return badRequest('Choose at least one company.', { companyIds: ['Choose at least one company.'] });
    if (companyIds!.some((id) => !canAdministerCompany(actor, id))) return forbidden();
  }
  // Each invitation counts against its recipient, whatever answers it (a taken address included): no mail-bombing.
  const limited = sendInvitation ? throttleEmail(store, email!, request) : undefined;
  if (limited) return limited;
  if (findUserByEmail(store, email)) return conflict('email', 'A user with this email already exists.');
  const assigned = internal ? [] : allCompanies ? store.companies.map((c) => c.id) : companyIds!;
  const tenantIds = internal
    ? store.tenants.map((t) => t.id)
    : [...new Set(store.companies.filter((c) => assigned.includes(c.id)).map((c) => c.tenantId))];
  const user: User = {
    id: newId('usr'),
    email: email!,
    firstName: firstName!,
    lastName: lastName!,
    phone,
    role: roleName as RoleName,
    status: 'SetupIncomplete',
    tenantIds: tenantIds.length ? tenantIds : actor.tenantIds,
    companyIds: assigned,
    passwordHash: null,
    temporaryPassword: false,
    mfaSecret: null,
    mfaRequired: false,
    sshPublicKey: null,
    createdAt: new Date().toISOString(),
    lastLoginAt: null,
  };
  store.users.push(user);
  if (sendInvitation) invite(store, user, actor);
  return json(presentUser(store, user, actor), 201);
};

const SORTABLE: Record<string, string> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  status: 'status',
  roleName: 'role',
  role: 'role',
  createdAt: 'createdAt',
  lastLoginAt: 'lastLoginAt',
};

const statusChange = (path: string, action: UserAction, change: (loaded: Loaded, request: Request) => Response | undefined) =>
  http.post(portal(`/users/:id/${path}`), async ({ request, params }) => {
    const loaded = await loadUser(request, String(params.id), action);
    const refusal = change(loaded, request);
    return refusal ?? json(presentUser(loaded.store, loaded.target, loaded.actor));
  });

const membership = (add: boolean) =>
  http.patch(portal(add ? '/users/addUserToCompany' : '/users/removeUserFromCompany'), async ({ request }) => {
    const actor = await requireUser(request);
    const body = await readJson(request);
    const loaded = targetOf(actor, str(body.userId) ?? '', add ? 'addToCompany' : 'removeFromCompany');
    const { target, store } = loaded;
    const companyId = str(body.companyId) ?? '';
    if (!store.companies.some((c) => c.id === companyId)) return notFound('Company');
    if (!canAdministerCompany(actor, companyId)) return forbidden();
    if (add) {
      if (!target.companyIds.includes(companyId)) target.companyIds.push(companyId);
      const tenantId = store.companies.find((c) => c.id === companyId)!.tenantId;
      if (!target.tenantIds.includes(tenantId)) target.tenantIds.push(tenantId);
    } else {
      target.companyIds = target.companyIds.filter((id) => id !== companyId);
      store.permissions = store.permissions.filter((p) => !(p.userId === target.id && p.companyId === companyId));
    }
    return json(presentUser(store, target, actor));
  });

export const userHandlers = [
  http.get(portal('/users/current'), async ({ request }) => {
    const user = await requireUser(request);
    return json(presentUser(getStore(), user, user));
  }),

  http.post(portal('/users/activateCurrent'), async ({ request }) => {
    const user = await requireUser(request);
    if (user.status === 'Invited') user.status = 'Active';
    return noContent();
  }),

  http.post(portal('/users/ssh-keys/public'), async ({ request }) => {
    const actor = await requireUser(request);
    const body = await readJson(request);
    let target = actor;
    const userId = str(body.userId);
    if (userId && userId !== actor.id) {
      const loaded = targetOf(actor, userId, 'sshKey');
      target = loaded.target;
    }
    const key = str(body.publicKey);
    const parts = key?.split(/\s+/) ?? [];
    if (!key || !key.startsWith('ssh-rsa ') || !parts[1] || !/^[A-Za-z0-9+/]+={0,3}$/.test(parts[1])) {
      return badRequest(SSH_KEY_MESSAGE, { publicKey: [SSH_KEY_MESSAGE] });
    }
    target.sshPublicKey = key;
    return noContent();
  }),

  http.post(portal('/users/search'), async ({ request }) => {
    const actor = await requireUser(request, ADMIN_READERS);
    const body = await readJson(request);
    const store = getStore();
    const q = str(body.q)?.toLowerCase();
    const roles = strArray(body.roles) ?? [];
    const statuses = strArray(body.statuses) ?? [];
    const companyIds = strArray(body.companyIds) ?? [];
    const matches = store.users.filter(
      (u) =>
        canSeeUser(actor, u) &&
        (!q || `${u.firstName} ${u.lastName} ${u.email}`.toLowerCase().includes(q)) &&
        (roles.length === 0 || roles.includes(u.role)) &&
        (statuses.length === 0 || statuses.includes(u.status)) &&
        // Only companies the caller may see match: a filter must not tell who works for another client.
        (companyIds.length === 0 || u.companyIds.some((id) => companyIds.includes(id) && canSeeCompany(actor, id))),
    );
    const sortField = (own(SORTABLE, String(body.sortField)) as string | undefined) ?? 'lastName';
    const sorted = sortBy(matches, sortField, str(body.sortOrder) ?? 'ASC');
    const page = paginate(sorted, body.page, body.perPage);
    // The list names each user's companies so namesakes can be told apart, but only the companies the caller may see.
    const companyNames = (u: User) =>
      store.companies
        .filter((c) => u.companyIds.includes(c.id) && canSeeCompany(actor, c.id))
        .map((c) => c.name)
        .sort((a, b) => a.localeCompare(b, 'en-GB'));
    return json({ items: page.items.map((u) => ({ ...presentUser(store, u, actor), companyNames: companyNames(u) })), total: page.total });
  }),

  http.post(portal('/users/email-check'), async ({ request }) => {
    // Limited to administrators: it tells whether an address has an account.
    await requireUser(request, ADMINISTRATORS);
    const body = await readJson(request);
    const email = str(body.email)?.toLowerCase();
    if (!email || !EMAIL_PATTERN.test(email)) return badRequest('Email is not valid.', { email: ['Email is not valid.'] });
    return json({ available: !findUserByEmail(getStore(), email) });
  }),

  http.post(portal('/users/support-role'), ({ request }) => createUser(request, true)),

  http.post(portal('/users/assignRole'), async ({ request }) => {
    const actor = await requireUser(request);
    const body = await readJson(request);
    const loaded = targetOf(actor, str(body.userId) ?? '', 'changeRole');
    const { target, store } = loaded;
    if (!isRole(body.roleName)) return badRequest('Unknown role.', { roleName: ['Unknown role.'] });
    if (!canGrantRole(actor, body.roleName)) return forbidden();
    target.role = body.roleName;
    return json(presentUser(store, target, actor));
  }),

  http.post(portal('/users'), ({ request }) => createUser(request, false)),

  membership(true),
  membership(false),

  http.patch(portal('/users'), async ({ request }) => {
    const actor = await requireUser(request);
    const body = await readJson(request);
    const loaded = targetOf(actor, str(body.id) ?? '', 'edit');
    const { target, store } = loaded;
    const input: Json = body;
    const v = new Validation();
    const firstName = input.firstName === undefined ? target.firstName : str(input.firstName);
    const lastName = input.lastName === undefined ? target.lastName : str(input.lastName);
    const phone = input.phone === undefined ? target.phone : (str(input.phone) ?? null);
    if (!firstName) v.add('firstName', 'First name is required.');
    if (!lastName) v.add('lastName', 'Last name is required.');
    if (phone && !PHONE_PATTERN.test(phone)) v.add('phone', PHONE_MESSAGE);
    if (input.email !== undefined && str(input.email)?.toLowerCase() !== target.email) v.add('email', 'Email cannot be changed.');
    const invalid = v.response();
    if (invalid) return invalid;
    Object.assign(target, { firstName, lastName, phone });
    return json(presentUser(store, target, actor));
  }),

  http.get(portal('/users/:id/authEvents'), async ({ request, params }) => {
    const loaded = await loadUser(request, String(params.id), 'view');
    const q = new URL(request.url).searchParams;
    const events = loaded.store.authEvents.filter((e) => e.userId === loaded.target.id);
    const page = paginate(sortBy(events, 'occurredAt', 'DESC'), q.get('page'), q.get('perPage'));
    const answer: Portal['AuthEventPage'] = { items: page.items.map(({ userId: _u, ...e }) => e), total: page.total };
    return json(answer);
  }),

  http.get(portal('/users/:id/userDetails'), async ({ request, params }) => {
    const loaded = await loadUser(request, String(params.id), 'view');
    const { store, target, actor } = loaded;
    // Only the companies the caller may see: a client admin never learns which other clients its user works for.
    const companies = store.companies
      .filter((c) => target.companyIds.includes(c.id) && canSeeCompany(actor, c.id))
      .map((c) => ({ id: c.id, name: c.name }));
    const permissions = store.permissions.filter(
      (p) =>
        p.userId === target.id &&
        (isInternalAdmin(actor) || actor.role === 'ClientPortal_Viewer' || actor.companyIds.includes(p.companyId)),
    );
    const details: Portal['UserDetails'] = {
      ...presentUser(store, target, actor),
      companies,
      permissions,
      dataGatewayRole: dataGatewayRoleOf(target),
      hasPendingInvitation: store.invitations.some((i) => i.email === target.email && !i.usedAt && i.expiresAt > Date.now()),
    };
    return json(details);
  }),

  statusChange('activate', 'activate', ({ target }) => {
    if (target.status === 'Invited') return badRequest('The user has not accepted the invitation yet.');
    if (target.status === 'SetupIncomplete') return badRequest('The user has not been invited yet: send the invitation.');
    target.status = 'Active';
    return undefined;
  }),
  statusChange('deactivate', 'deactivate', ({ target, store }) => {
    target.status = 'Deactivated';
    revokeSessionsOf(store, target.id);
    return undefined;
  }),
  // The first invitation of a user created without one (SetupIncomplete), or a new one for an Invited user.
  statusChange('resendConfirmationCode', 'resendInvitation', ({ target, store, actor }, request) => {
    if (target.status !== 'Invited' && target.status !== 'SetupIncomplete') {
      return badRequest('Only a user who has not accepted an invitation yet can be sent one.');
    }
    const limited = throttleEmail(store, target.email, request);
    if (limited) return limited;
    invite(store, target, actor);
    return undefined;
  }),
  statusChange('reset-mfa', 'resetMfa', ({ target, store, actor }, request) => {
    const limited = throttleEmail(store, target.email, request);
    if (limited) return limited;
    removeFactor(store, target);
    // Sessions opened with the lost (or stolen) factor must not outlive it.
    revokeSessionsOf(store, target.id);
    recordAuthEvent(store, target, 'MfaReset', 'Success', request);
    store.outbox.push(adminMfaResetEmail(store, target, actor));
    return undefined;
  }),

  http.delete(portal('/users/:id'), async ({ request, params }) => {
    const loaded = await loadUser(request, String(params.id), 'delete');
    const { target, store } = loaded;
    store.users = store.users.filter((u) => u.id !== target.id);
    store.permissions = store.permissions.filter((p) => p.userId !== target.id);
    revokeSessionsOf(store, target.id);
    return noContent();
  }),

  http.get(portal('/users/:id'), async ({ request, params }) => {
    const loaded = await loadUser(request, String(params.id), 'view');
    return json(presentUser(loaded.store, loaded.target, loaded.actor));
  }),
];
