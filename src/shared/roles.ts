/**
 * Roles as the spec defines them (section 6): names carry a product prefix (`ClientPortal_Analyst`,
 * `DataGateway_Analyst`) but are compared by the part after the underscore.
 */
export const ROLES = ['SuperAdmin', 'Support', 'Analyst', 'Viewer', 'ClientAdmin', 'Manager', 'SftpOnly'] as const;
export type Role = (typeof ROLES)[number];

export const INTERNAL_ROLES: readonly Role[] = ['SuperAdmin', 'Support'];

/** The part after the underscore, e.g. `ClientPortal_ClientAdmin` → `ClientAdmin`; unknown names → undefined. */
export const toRole = (roleName: string | null | undefined): Role | undefined => {
  if (!roleName) return undefined;
  const base = roleName.split(':')[0].trim();
  const part = base.includes('_') ? base.slice(base.lastIndexOf('_') + 1) : base;
  return (ROLES as readonly string[]).includes(part) ? (part as Role) : undefined;
};

export const sameRole = (a: string | null | undefined, b: string | null | undefined): boolean => {
  const ra = toRole(a);
  return ra !== undefined && ra === toRole(b);
};

/** Display order of the spec. */
export const compareRoles = (a: string, b: string): number =>
  ROLES.indexOf(toRole(a) ?? ('' as Role)) - ROLES.indexOf(toRole(b) ?? ('' as Role));

/** `ClientPortal_ClientAdmin` → `Client Admin`, `SftpOnly` → `Sftp Only`. */
export const displayRole = (roleName: string): string => {
  const part = toRole(roleName) ?? roleName.split('_').pop() ?? roleName;
  return part.replace(/([a-z])([A-Z])/g, '$1 $2');
};

export const hasAnyRole = (roleName: string | null | undefined, allowed: readonly Role[]): boolean => {
  const role = toRole(roleName);
  return role !== undefined && allowed.includes(role);
};

/** Area allow-lists of spec section 6. */
export const AREA_ROLES = {
  dashboard: ['SuperAdmin', 'Support', 'ClientAdmin', 'Analyst', 'Viewer', 'Manager'],
  data: ['SuperAdmin', 'Support', 'ClientAdmin', 'Analyst'],
  configuration: ['SuperAdmin', 'Support', 'ClientAdmin', 'Analyst'],
  administration: ['SuperAdmin', 'Support', 'ClientAdmin', 'Analyst', 'Viewer'],
} as const satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof AREA_ROLES;

/** The area a portal path belongs to, by its first segment (an own key only: `/constructor` is no area). */
export const areaOfPath = (pathname: string): Area | undefined => {
  const first = pathname.split('/').filter(Boolean)[0];
  return first && Object.hasOwn(AREA_ROLES, first) ? (first as Area) : undefined;
};
