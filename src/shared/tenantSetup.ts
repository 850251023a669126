/**
 * A tenant's setup progress, computed from its record: the tenant wizard's steps (details, branding, products), each
 * done or naming what it waits for, in the tenants resource's words (`resources.tenants.setup`). The branding a tenant
 * needs before its users see it is its logo and terms of use: without them the portal shows Portico's (spec, tenant
 * branding; docs/decisions.md). Its products step is done once it offers a module (the record's `productIds`).
 */
import { useTranslate, type RaRecord } from 'react-admin';

type TenantSetupStepKey = 'details' | 'branding' | 'products';

/** Something a step is waiting for: a details or branding field, or a first module. */
type TenantSetupGap = 'name' | 'domain' | 'logoUrl' | 'termsAndConditions' | 'module';

interface TenantSetupStep {
  key: TenantSetupStepKey;
  done: boolean;
  /** What it is waiting for, in the order of the step's form; empty when done. */
  missing: TenantSetupGap[];
}

const present = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined);

export const tenantSetup = (tenant: Record<string, unknown>): TenantSetupStep[] => {
  const absent = (fields: TenantSetupGap[]) => fields.filter((field) => !present(tenant[field]));
  const modules = Array.isArray(tenant.productIds) ? tenant.productIds.length : 0;
  const step = (key: TenantSetupStepKey, missing: TenantSetupGap[]): TenantSetupStep => ({ key, done: missing.length === 0, missing });
  return [
    step('details', absent(['name', 'domain'])),
    step('branding', absent(['logoUrl', 'termsAndConditions'])),
    step('products', modules > 0 ? [] : ['module']),
  ];
};

const M = 'resources.tenants.setup';

/** The tenant wizard's progress (`progress.useStatus`): each step's status by its path, in the catalogue's words. */
export const useTenantSetupStatus = (record: RaRecord | undefined) => {
  const translate = useTranslate();
  if (!record) return {};
  const items = (gaps: TenantSetupGap[]) => {
    const words = gaps.map((gap) => translate(`${M}.gaps.${gap}`));
    return words.length < 2 ? (words[0] ?? '') : translate(`${M}.list`, { items: words.slice(0, -1).join(', '), last: words.at(-1) });
  };
  return Object.fromEntries(
    tenantSetup(record).map((step) => {
      const state = step.done ? translate(`${M}.done`) : translate(`${M}.waiting`, { items: items(step.missing) });
      return [step.key, { done: step.done, state, note: state, next: translate(`${M}.next.${step.key}`) }];
    }),
  );
};
