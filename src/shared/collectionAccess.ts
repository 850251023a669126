/**
 * Who may read, write and delete the collections judged by role alone (no company scope), as data: the resource
 * definitions take their `access` from here and the sandbox's handlers their roles, so the portal offers exactly
 * what the API accepts. Pure: the sandbox imports it under Node.
 */
import type { Role } from './roles';

export interface CollectionAccess {
  read: readonly Role[];
  write: readonly Role[];
  delete: readonly Role[];
}

/** Tenant configuration (branding, domains, the modules a tenant offers) is the provider's own, SuperAdmin's alone. */
export const TENANT_ACCESS: CollectionAccess = { read: ['SuperAdmin'], write: ['SuperAdmin'], delete: ['SuperAdmin'] };
