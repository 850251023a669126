/**
 * The invite wizard opened from a company (`personal-information?companyId={id}&role=ClientAdmin`, the company
 * wizard's "Invite the company's administrator"): a fresh draft starting from the company's administrator contact
 * (`adminContact.name` → first and last name, `adminContact.email` → email), the company chosen in client-access and
 * the role chosen in permissions, all editable. A company the signed-in user cannot read (403, 404, or any failure)
 * and a role they may not give are left out, silently: the link says nothing about a company they may not see.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sameRole } from '../../../src/shared/roles';
import { companyContact } from '../api';
import { useGrantableRoles } from '../useReferenceData';
import { useDraft, type InviteDraft } from './draft';

/** "Olivia Brennan" → ["Olivia", "Brennan"]; "Mary Jane Smith" → ["Mary Jane", "Smith"]; one word is a first name. */
export const splitName = (name: string | null | undefined): [string, string] => {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return [words[0] ?? '', ''];
  return [words.slice(0, -1).join(' '), words.at(-1)!];
};

/** Applies the link's company and role to the draft once per link; false until then (the step waits to draw). */
export const useCompanyPrefill = (): boolean => {
  const [params] = useSearchParams();
  const companyId = params.get('companyId')?.trim() ?? '';
  const role = params.get('role')?.trim() ?? '';
  const key = companyId || role ? `${companyId}|${role}` : '';
  const { draft, update, discard } = useDraft();
  const roles = useGrantableRoles();
  const waiting = key !== '' && draft.prefilledFrom !== key;
  const company = useQuery({
    queryKey: ['users', 'inviteFromCompany', companyId],
    queryFn: ({ signal }) => companyContact(companyId, signal),
    enabled: waiting && companyId !== '',
    retry: false,
  });
  const settled = (!companyId || !company.isPending) && (!role || !roles.isPending);
  const roleName = role ? roles.all.find((r) => sameRole(r, role)) : undefined;
  useEffect(() => {
    if (!waiting || !settled) return;
    const patch: InviteDraft = { prefilledFrom: key };
    if (roleName) patch.roleName = roleName;
    const found = company.data;
    if (found) {
      const [firstName, lastName] = splitName(found.adminContact?.name);
      Object.assign(patch, {
        firstName,
        lastName,
        email: found.adminContact?.email?.trim() ?? '',
        scope: 'selected',
        companyIds: [found.id],
      });
    }
    // A new link starts a new invitation: nothing of an earlier, unfinished one is carried into it.
    discard();
    update(patch);
  }, [waiting, settled, key, roleName, company.data, discard, update]);
  return !waiting;
};
