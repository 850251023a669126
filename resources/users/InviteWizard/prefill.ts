/**
 * The invite wizard opened from a company (`personal-information?companyId={id}&role=ClientAdmin`, the company
 * wizard's "Invite the company's administrator"): a fresh draft starting from the company's administrator contact
 * (`adminContact.name` → first and last name, `adminContact.email` → email), the company chosen in client-access and
 * the role chosen in permissions, all editable. A company the signed-in user cannot read (403, 404, or any failure)
 * and a role they may not give are left out, silently: the link says nothing about a company they may not see.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DraftValues } from '../../../src/framework';
import { sameRole } from '../../../src/shared/roles';
import { companyContact } from '../api';
import { useGrantableRoles } from '../useReferenceData';

/** "Olivia Brennan" → ["Olivia", "Brennan"]; "Mary Jane Smith" → ["Mary Jane", "Smith"]; one word is a first name. */
export const splitName = (name: string | null | undefined): [string, string] => {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return [words[0] ?? '', ''];
  return [words.slice(0, -1).join(' '), words.at(-1)!];
};

/** The draft a link's company and role start: undefined while they are read, null for a link naming neither. */
export const useCompanyPrefill = (query: URLSearchParams): DraftValues | null | undefined => {
  const companyId = query.get('companyId')?.trim() ?? '';
  const role = query.get('role')?.trim() ?? '';
  const roles = useGrantableRoles();
  const company = useQuery({
    queryKey: ['users', 'inviteFromCompany', companyId],
    queryFn: ({ signal }) => companyContact(companyId, signal),
    enabled: companyId !== '',
    retry: false,
  });
  const settled = (!companyId || !company.isPending) && (!role || !roles.isPending);
  const roleName = role ? roles.all.find((r) => sameRole(r, role)) : undefined;
  const found = company.data;
  return useMemo(() => {
    if (!companyId && !role) return null;
    if (!settled) return undefined;
    const values: DraftValues = roleName ? { roleName } : {};
    if (!found) return values;
    const [firstName, lastName] = splitName(found.adminContact?.name);
    return { ...values, firstName, lastName, email: found.adminContact?.email?.trim() ?? '', companyIds: [found.id] };
  }, [companyId, role, settled, roleName, found]);
};
