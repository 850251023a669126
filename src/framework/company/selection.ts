/** Which companies a role chooses from, and which choice stands (spec 4, "Selected company"). */
import { hasAnyRole, type Role } from '../../shared/roles';
import type { CompanyChoice } from './search';

const SEES_ALL_COMPANIES: readonly Role[] = ['SuperAdmin', 'Support', 'Viewer'];

export const seesAllCompanies = (role: string | undefined) => hasAnyRole(role, SEES_ALL_COMPANIES);

/** The saved choice when it is still available, otherwise the first available company. */
export const resolveSelection = (saved: string | undefined | null, companies: CompanyChoice[]): string | undefined =>
  companies.some((c) => c.id === saved) ? (saved as string) : companies[0]?.id;
