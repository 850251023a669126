import { http } from 'msw';
import { ADMIN_READERS, DATA_ROLES, INTERNAL_ADMINS, canAdministerCompany, canSeeCompany, isInternalAdmin } from '../access-rules';
import { randomToken, requireUser } from '../auth';
import {
  EMAIL_PATTERN,
  Validation,
  conflict,
  forbidden,
  gateway,
  json,
  notFound,
  readJson,
  refuse,
  str,
  strArray,
  type Json,
} from '../http';
import { restHandlers } from '../rest';
import { getStore, newId } from '../store';
import type { ApiConnection, EmailConfiguration, Gateway, RoleName, Store, ThirdPartyIntegration, User } from '../types';
import {
  BASE_URL_MESSAGES,
  MAX_ALLOWED_IP_ADDRESSES,
  anyAddressMessage,
  baseUrlProblem,
  ipMessage,
  isIpAddress,
  isUnspecifiedAddress,
  oneOf,
} from '../validators';

const merged = <T>(input: Json, existing: T | undefined) => ({ ...(existing as Json | undefined), ...input });

const sha256 = async (text: string) => {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
};

/** The secret never leaves the sandbox after the one answer that issues it: lists and reads say only whether one is set. */
const presentConnection = ({ clientSecretHash, ...rest }: ApiConnection): Gateway['ApiConnection'] => ({
  ...rest,
  hasSecret: clientSecretHash !== '',
});

/**
 * API connections (docs/decisions.md): internal administrators and a ClientAdmin for their own companies create,
 * change and rotate; Analyst and Viewer only read (a client's API credentials are not analysis data).
 */
const CONNECTION_WRITERS: RoleName[] = ['SuperAdmin', 'Support', 'ClientPortal_ClientAdmin'];

const buildConnection = (input: Json, existing: ApiConnection | undefined, store: Store): ApiConnection => {
  const m = merged(input, existing);
  const v = new Validation();
  const companyId = existing?.companyId ?? str(m.companyId) ?? '';
  const name = str(m.name);
  const ips = strArray(m.allowedIpAddresses ?? []);
  const productIds = strArray(m.productIds ?? []);
  if (!store.companies.some((c) => c.id === companyId)) v.add('companyId', 'Unknown company.');
  if (!name) v.add('name', 'Name is required.');
  if (!oneOf(['Basic', 'Bearer'] as const, m.authScheme)) v.add('authScheme', 'Auth scheme must be Basic or Bearer.');
  if (!oneOf(['Enabled', 'Disabled'] as const, m.status ?? 'Enabled')) v.add('status', 'Status must be Enabled or Disabled.');
  if (!ips) v.add('allowedIpAddresses', 'Allowed IP addresses must be a list.');
  else if (ips.length > MAX_ALLOWED_IP_ADDRESSES)
    v.add('allowedIpAddresses', `Allowed IP addresses must be ${MAX_ALLOWED_IP_ADDRESSES} or fewer.`);
  else
    ips.forEach((ip, i) => {
      if (!isIpAddress(ip)) v.add(`allowedIpAddresses.${i}`, ipMessage('IP address'));
      else if (isUnspecifiedAddress(ip)) v.add(`allowedIpAddresses.${i}`, anyAddressMessage('IP address'));
    });
  if (!productIds || productIds.some((id) => !store.companyProducts.some((cp) => cp.companyId === companyId && cp.productId === id))) {
    v.add('productIds', 'Every product must be assigned to the company.');
  }
  const invalid = v.response();
  if (invalid) return refuse(invalid);
  return {
    id: existing?.id ?? newId('api'),
    companyId,
    name: name!,
    description: str(m.description) ?? '',
    authScheme: m.authScheme as ApiConnection['authScheme'],
    clientId: existing?.clientId ?? `pc_${randomToken(6)}`,
    clientSecretHash: existing?.clientSecretHash ?? '',
    status: (m.status ?? 'Enabled') as ApiConnection['status'],
    allowedIpAddresses: ips!,
    productIds: productIds!,
    createdAt: existing?.createdAt ?? new Date().toISOString(),
    lastUsedAt: existing?.lastUsedAt ?? null,
  };
};

const EVERY_COMPANY_MESSAGE = 'Choose one of your companies: integrations for every company are set up by SuperAdmin and Support.';

const buildThirdParty = (input: Json, existing: ThirdPartyIntegration | undefined, user: User, store: Store): ThirdPartyIntegration => {
  const m = merged(input, existing);
  const env = { ...existing?.environment, ...((m.environment as Json | undefined) ?? {}) } as Json;
  const v = new Validation();
  const companyId = str(m.companyId) ?? null;
  if (!str(m.name)) v.add('name', 'Name is required.');
  if (!str(m.provider)) v.add('provider', 'Provider is required.');
  if (companyId && !store.companies.some((c) => c.id === companyId)) v.add('companyId', 'Unknown company.');
  if (!companyId && !isInternalAdmin(user)) v.add('companyId', EVERY_COMPANY_MESSAGE);
  if (!oneOf(['Production', 'Test'] as const, env.name)) v.add('environment.name', 'Environment must be Production or Test.');
  const baseUrl = baseUrlProblem(String(env.baseUrl ?? ''));
  if (baseUrl) v.add('environment.baseUrl', BASE_URL_MESSAGES[baseUrl]);
  if (!oneOf(['Basic', 'Bearer'] as const, env.authScheme)) v.add('environment.authScheme', 'Auth scheme must be Basic or Bearer.');
  const invalid = v.response();
  if (invalid) return refuse(invalid);
  return {
    id: existing?.id ?? newId('tpi'),
    name: str(m.name)!,
    provider: str(m.provider)!,
    companyId,
    environment: {
      name: env.name as 'Production' | 'Test',
      baseUrl: String(env.baseUrl),
      authScheme: env.authScheme as 'Basic' | 'Bearer',
    },
    status: oneOf(['Enabled', 'Disabled'] as const, m.status) ? m.status : 'Enabled',
    createdAt: existing?.createdAt ?? new Date().toISOString(),
  };
};

const CHANNELS = ['Main', 'NonUK', 'SMS', 'Welsh', 'WhatsApp'] as const;

const buildEmailConfiguration = (input: Json, existing: EmailConfiguration | undefined, store: Store): EmailConfiguration => {
  const m = merged(input, existing);
  const v = new Validation();
  const companyId = existing?.companyId ?? str(m.companyId) ?? '';
  const sender = str(m.senderAddress)?.toLowerCase() ?? '';
  const replyTo = str(m.replyToAddress)?.toLowerCase() ?? sender;
  if (!store.companies.some((c) => c.id === companyId)) v.add('companyId', 'Unknown company.');
  if (!str(m.name)) v.add('name', 'Name is required.');
  if (!EMAIL_PATTERN.test(sender)) v.add('senderAddress', 'Sender address is not a valid email.');
  if (!EMAIL_PATTERN.test(replyTo)) v.add('replyToAddress', 'Reply-to address is not a valid email.');
  if (!oneOf(CHANNELS, m.channel)) v.add('channel', `Channel must be one of ${CHANNELS.join(', ')}.`);
  if (!oneOf(['Default', 'Alternative'] as const, m.variant ?? 'Default')) v.add('variant', 'Variant must be Default or Alternative.');
  if (!oneOf(['Draft', 'Active', 'ApprovalPending'] as const, m.status ?? 'Draft'))
    v.add('status', 'Status must be Draft, Active or ApprovalPending.');
  const invalid = v.response();
  if (invalid) return refuse(invalid);
  const variant = (m.variant ?? 'Default') as EmailConfiguration['variant'];
  return {
    id: existing?.id ?? newId('eml'),
    companyId,
    name: str(m.name)!,
    senderAddress: sender,
    replyToAddress: replyTo,
    channel: m.channel as EmailConfiguration['channel'],
    variant,
    status: (m.status ?? 'Draft') as EmailConfiguration['status'],
    createdAt: existing?.createdAt ?? new Date().toISOString(),
  };
};

// Duplicates are asked once the caller may write the record (sandbox/rest.ts): a 409 says nothing of other companies.
const connectionDuplicate = (connection: ApiConnection, store: Store) =>
  store.apiConnections.some(
    (c) => c.id !== connection.id && c.companyId === connection.companyId && c.name.toLowerCase() === connection.name.toLowerCase(),
  )
    ? conflict('name', 'The company already has an API connection with this name.')
    : undefined;

const emailConfigurationDuplicate = (configuration: EmailConfiguration, store: Store) =>
  store.emailConfigurations.some(
    (e) =>
      e.id !== configuration.id &&
      e.companyId === configuration.companyId &&
      e.channel === configuration.channel &&
      e.variant === configuration.variant,
  )
    ? conflict('channel', 'The company already has a configuration for this channel and variant.')
    : undefined;

const companyScoped = {
  readRoles: DATA_ROLES,
  writeRoles: DATA_ROLES,
  visible: (user: Parameters<typeof canSeeCompany>[0], r: { companyId: string }) => canSeeCompany(user, r.companyId),
  writable: (user: Parameters<typeof canSeeCompany>[0], r: { companyId: string }) => canAdministerCompany(user, r.companyId),
};

export const integrationHandlers = [
  // Rotating issues a new secret, shown once; only its hash is kept.
  http.post(gateway('/api-connections/:id/credentials'), async ({ request, params }) => {
    const user = await requireUser(request, CONNECTION_WRITERS);
    const store = getStore();
    const connection = store.apiConnections.find((c) => c.id === params.id);
    if (!connection) return notFound('API connection');
    if (!canAdministerCompany(user, connection.companyId)) return forbidden();
    const clientSecret = `pcs_${randomToken(24)}`;
    connection.clientSecretHash = `sha256$${await sha256(clientSecret)}`;
    return json({ clientId: connection.clientId, clientSecret });
  }),
  ...restHandlers<ApiConnection>({
    url: gateway,
    name: 'api-connections',
    label: 'API connection',
    records: (s) => s.apiConnections,
    ...companyScoped,
    readRoles: ADMIN_READERS,
    writeRoles: CONNECTION_WRITERS,
    build: (i, e, _u, s) => buildConnection(i, e, s),
    duplicate: connectionDuplicate,
    present: (r) => presentConnection(r),
  }),
  ...restHandlers<ThirdPartyIntegration>({
    url: gateway,
    name: 'third-party-integrations',
    label: 'Third-party integration',
    records: (s) => s.thirdPartyIntegrations,
    // Spec 2.6: SuperAdmin, Support and Analyst administer them; only the first two delete one. The Analyst acts
    // for its companies (spec 6), so it sees and changes only theirs: one for every company reaches every client.
    readRoles: [...INTERNAL_ADMINS, 'ClientPortal_Analyst'],
    writeRoles: [...INTERNAL_ADMINS, 'ClientPortal_Analyst'],
    deleteRoles: INTERNAL_ADMINS,
    visible: (user, r) => isInternalAdmin(user) || (r.companyId !== null && canSeeCompany(user, r.companyId)),
    writable: (user, r) => isInternalAdmin(user) || (r.companyId !== null && canAdministerCompany(user, r.companyId)),
    build: (i, e, u, s) => buildThirdParty(i, e, u, s),
  }),
  ...restHandlers<EmailConfiguration>({
    url: gateway,
    name: 'email-configurations',
    label: 'Email configuration',
    records: (s) => s.emailConfigurations,
    ...companyScoped,
    build: (i, e, _u, s) => buildEmailConfiguration(i, e, s),
    duplicate: emailConfigurationDuplicate,
  }),
  http.get(gateway('/data-publish/configuration'), async ({ request }) => {
    await requireUser(request, INTERNAL_ADMINS);
    return json(getStore().dataPublishConfiguration);
  }),
  http.put(gateway('/data-publish/configuration'), async ({ request }) => {
    await requireUser(request, INTERNAL_ADMINS);
    const body = await readJson(request);
    const store = getStore();
    const m = { ...store.dataPublishConfiguration, ...body } as Json;
    const v = new Validation();
    if (!oneOf(['Enabled', 'Disabled'] as const, m.status)) v.add('status', 'Status must be Enabled or Disabled.');
    if (!oneOf(['TimeFrame', 'Files'] as const, m.limitType)) v.add('limitType', 'Limit type must be TimeFrame or Files.');
    if (!Number.isInteger(Number(m.limitValue)) || Number(m.limitValue) < 1)
      v.add('limitValue', 'Limit must be a whole number of at least 1.');
    if (!oneOf(['Hours', 'Days'] as const, m.durationUnit)) v.add('durationUnit', 'Duration unit must be Hours or Days.');
    if (!EMAIL_PATTERN.test(String(m.notifyEmail ?? ''))) v.add('notifyEmail', 'Notification email is not valid.');
    const invalid = v.response();
    if (invalid) return invalid;
    store.dataPublishConfiguration = {
      ...store.dataPublishConfiguration,
      status: m.status as 'Enabled' | 'Disabled',
      limitType: m.limitType as 'TimeFrame' | 'Files',
      limitValue: Number(m.limitValue),
      durationUnit: m.durationUnit as 'Hours' | 'Days',
      notifyEmail: String(m.notifyEmail),
      updatedAt: new Date().toISOString(),
    };
    return json(store.dataPublishConfiguration);
  }),
];
