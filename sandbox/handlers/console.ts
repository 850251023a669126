import { http } from 'msw';
import { INTERNAL_ADMINS, canSeeCompany } from '../access-rules';
import { requireUser } from '../auth';
import {
  EMAIL_PATTERN,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  Validation,
  badRequest,
  json,
  noContent,
  notFound,
  portal,
  readJson,
  simpleRestList,
  str,
  type Json,
} from '../http';
import { getStore } from '../store';
import type { AuditEntry, SettingKey } from '../types';

const ENTITY_TYPES = [
  'Company',
  'Scheme',
  'Employer',
  'StrategicPartner',
  'User',
  'Section',
  'Tenant',
  'Product',
  'ApiIntegration',
  'Setting',
];
const SETTINGS: Record<SettingKey, { companyScope: boolean; check: (value: string) => string | undefined }> = {
  supportEmail: { companyScope: true, check: (v) => (EMAIL_PATTERN.test(v) ? undefined : 'Support email must be an email address.') },
  supportPhone: {
    companyScope: true,
    check: (v) => (PHONE_PATTERN.test(v) ? undefined : PHONE_MESSAGE),
  },
  maintenanceNotice: { companyScope: false, check: (v) => (v.length <= 500 ? undefined : 'The notice must be 500 characters or fewer.') },
};

/** The setting that applies: a company's override, else the default. */
export const settingFor = (key: SettingKey, companyId: string | null) => {
  const { settings } = getStore();
  return (settings.find((s) => s.key === key && s.companyId === companyId) ?? settings.find((s) => s.key === key && s.scope === 'Default'))
    ?.value;
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `from` and `to` are days (inclusive): an entry on the `to` day counts. */
const inRange = (entry: AuditEntry, from: unknown, to: unknown) =>
  (typeof from !== 'string' || entry.occurredAt.slice(0, 10) >= from) && (typeof to !== 'string' || entry.occurredAt.slice(0, 10) <= to);

export const consoleHandlers = [
  http.get(portal('/console/settings'), async ({ request }) => {
    await requireUser(request, INTERNAL_ADMINS);
    return json(getStore().settings);
  }),

  // SuperAdmin only: a platform setting reaches every client.
  http.put(portal('/console/settings'), async ({ request }) => {
    await requireUser(request, ['SuperAdmin']);
    const body = await readJson(request);
    const store = getStore();
    const key = str(body.key) as SettingKey | undefined;
    const scope = str(body.scope) ?? 'Default';
    const companyId = scope === 'Company' ? (str(body.companyId) ?? '') : null;
    const value = typeof body.value === 'string' ? body.value.trim() : '';
    const v = new Validation();
    if (!key || !Object.hasOwn(SETTINGS, key)) return badRequest('Unknown setting.', { key: ['Unknown setting.'] });
    if (scope !== 'Default' && scope !== 'Company') v.add('scope', 'Setting scope must be Default or Company.');
    else if (scope === 'Company' && !SETTINGS[key].companyScope) v.add('scope', 'This setting applies to the whole platform only.');
    if (companyId !== null && !store.companies.some((c) => c.id === companyId)) v.add('companyId', 'Unknown company.');
    const problem =
      value === '' && key !== 'maintenanceNotice' ? 'A value is required.' : value === '' ? undefined : SETTINGS[key].check(value);
    if (problem) v.add('value', problem);
    const invalid = v.response();
    if (invalid) return invalid;
    const id = companyId ? `${key}:${companyId}` : key;
    const existing = store.settings.find((s) => s.id === id);
    if (existing) existing.value = value;
    else store.settings.push({ id, key: key!, scope: companyId ? 'Company' : 'Default', companyId, value });
    return json(store.settings.find((s) => s.id === id));
  }),

  http.delete(portal('/console/settings/:id'), async ({ request, params }) => {
    await requireUser(request, ['SuperAdmin']);
    const store = getStore();
    const setting = store.settings.find((s) => s.id === params.id);
    if (!setting) return notFound('Setting');
    if (setting.scope === 'Default') return badRequest('A default cannot be removed; change its value instead.');
    store.settings = store.settings.filter((s) => s !== setting);
    return noContent();
  }),

  // Any signed-in user: whom to contact, as it applies to their company.
  http.get(portal('/console/support-contact'), async ({ request }) => {
    const user = await requireUser(request);
    const companyId = new URL(request.url).searchParams.get('companyId');
    const scoped = companyId && canSeeCompany(user, companyId) ? companyId : null;
    return json({ email: settingFor('supportEmail', scoped) ?? null, phone: settingFor('supportPhone', scoped) ?? null });
  }),

  // The console's audit trail (contract/portal/auditTrail.yaml): SuperAdmin and Support; newest first unless asked otherwise.
  http.get(portal('/audit-trail'), async ({ request }) => {
    await requireUser(request, INTERNAL_ADMINS);
    const url = new URL(request.url);
    if (!url.searchParams.has('sort')) url.searchParams.set('sort', JSON.stringify(['occurredAt', 'DESC']));
    let parsed: unknown;
    try {
      parsed = JSON.parse(url.searchParams.get('filter') ?? '{}');
    } catch {
      parsed = undefined;
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return badRequest('filter must be a JSON object.');
    const filter = parsed as Json;
    if (filter.entityType !== undefined && !ENTITY_TYPES.includes(String(filter.entityType)))
      return badRequest(`entityType must be one of ${ENTITY_TYPES.join(', ')}.`);
    for (const key of ['from', 'to'] as const)
      if (filter[key] !== undefined && !DAY.test(String(filter[key]))) return badRequest(`${key} must be a day, like 2026-01-31.`);
    if (typeof filter.from === 'string' && typeof filter.to === 'string' && filter.from > filter.to)
      return badRequest('from must not be later than to.');
    return simpleRestList(new Request(url, request), 'audit-trail', getStore().auditTrail, (items, { from, to, ...rest }) => ({
      items: items.filter((entry) => inRange(entry, from, to)),
      filter: rest,
    }));
  }),
];
