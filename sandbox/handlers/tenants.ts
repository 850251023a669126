import { http } from 'msw';
import { TENANT_ACCESS } from '../../src/shared/collectionAccess';
import { wireRoles } from '../access-rules';
import { requireUser } from '../auth';
import { storeImageUpload } from '../files';
import { Validation, conflict, errorBody, json, notFound, portal, refuse, str, strArray, type Json } from '../http';
import { restHandlers } from '../rest';
import { settingFor } from './console';
import { getStore, newId } from '../store';
import type { Store, Tenant } from '../types';
import { DOMAIN, HEX_COLOUR, checkLogoUrl, colourMessage } from '../validators';

const DEFAULT_BRANDING = { tenantId: null, logoUrl: null, name: null, termsAndConditions: null };

const buildTenant = (input: Json, existing: Tenant | undefined, store: Store): Tenant => {
  const merged = { ...existing, ...input } as Json;
  const v = new Validation();
  const name = str(merged.name);
  const domain = str(merged.domain)?.toLowerCase();
  const primaryColour = str(merged.primaryColour) ?? '#1D4F91';
  const productIds = merged.productIds === undefined ? [] : strArray(merged.productIds);
  if (!name) v.add('name', 'Name is required.');
  if (!domain) v.add('domain', 'Domain is required.');
  else if (!DOMAIN.test(domain)) v.add('domain', 'Domain must be a host name, like portal.example.co.uk.');
  if (!HEX_COLOUR.test(primaryColour)) v.add('primaryColour', colourMessage('Primary colour'));
  checkLogoUrl(v, 'logoUrl', merged.logoUrl);
  if (!productIds) v.add('productIds', 'Product ids must be a list.');
  else if (productIds.some((id) => !store.products.some((p) => p.id === id))) v.add('productIds', 'Unknown product.');
  const invalid = v.response();
  if (invalid) return refuse(invalid);
  const others = store.tenants.filter((t) => t.id !== existing?.id);
  if (others.some((t) => t.name.toLowerCase() === name!.toLowerCase()))
    return refuse(conflict('name', 'A tenant with this name already exists.'));
  if (others.some((t) => t.domain === domain)) return refuse(conflict('domain', 'A tenant already uses this domain.'));
  return {
    id: existing?.id ?? newId('ten'),
    name: name!,
    domain: domain!,
    logoUrl: str(merged.logoUrl) ?? null,
    primaryColour: primaryColour.toUpperCase(),
    termsAndConditions: typeof merged.termsAndConditions === 'string' ? merged.termsAndConditions : '',
    dataProtection: typeof merged.dataProtection === 'string' ? merged.dataProtection : '',
    productIds: productIds!,
    createdAt: existing?.createdAt ?? new Date().toISOString(),
  };
};

export const tenantHandlers = [
  // Public: the sign-in pages are branded before anyone is signed in.
  http.get(portal('/tenants/branding'), ({ request }) => {
    const domain = new URL(request.url).searchParams.get('domain')?.trim().toLowerCase();
    const tenant = domain ? getStore().tenants.find((t) => t.domain === domain) : undefined;
    // The console's maintenance notice reaches the sign-in pages with the branding they already load.
    const maintenanceNotice = settingFor('maintenanceNotice', null) || null;
    if (!tenant) return json({ ...DEFAULT_BRANDING, maintenanceNotice });
    return json({
      maintenanceNotice,
      tenantId: tenant.id,
      logoUrl: tenant.logoUrl,
      name: tenant.name,
      termsAndConditions: tenant.termsAndConditions,
      dataProtection: tenant.dataProtection,
      primaryColour: tenant.primaryColour,
    });
  }),
  // The logo is judged by its content (PNG, JPEG or WebP) and served from the files origin, like a company's.
  http.post(portal('/tenants/:id/logo'), async ({ request, params }) => {
    await requireUser(request, wireRoles(TENANT_ACCESS.write));
    const store = getStore();
    const tenant = store.tenants.find((t) => t.id === params.id);
    if (!tenant) return notFound('Tenant');
    const url = await storeImageUpload(request, store);
    tenant.logoUrl = url;
    return json(tenant);
  }),
  ...restHandlers<Tenant>({
    url: portal,
    name: 'tenants',
    label: 'Tenant',
    records: (store) => store.tenants,
    readRoles: wireRoles(TENANT_ACCESS.read),
    writeRoles: wireRoles(TENANT_ACCESS.write),
    deleteRoles: wireRoles(TENANT_ACCESS.delete),
    visible: () => true,
    build: (input, existing, _user, store) => buildTenant(input, existing, store),
    beforeDelete: (store, tenant) =>
      store.companies.some((c) => c.tenantId === tenant.id)
        ? errorBody(409, 'This tenant still has companies. Move or delete them first.')
        : undefined,
    onDelete: (store, tenant) => {
      store.users.forEach((u) => (u.tenantIds = u.tenantIds.filter((id) => id !== tenant.id)));
    },
  }),
];
