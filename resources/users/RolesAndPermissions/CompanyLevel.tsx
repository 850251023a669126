/** company/list: the companies the signed-in user manages, and which of them the user belongs to. */
import { Button as MuiButton } from '@mui/material';
import { useState } from 'react';
import { Confirm, Loading } from 'react-admin';
import { addUserToCompany, assignAllCompanies, removeUserFromCompany, unassignAllCompanies } from '../api';
import { AccessTable } from './AccessTable';
import { usePermissionsOf } from './queries';
import { beneathCompanies } from './removal';
import { useCompanyRows } from './useCompanyRows';
import { useDrillDown } from './useDrillDown';
import { LoadFailure } from '../../../src/framework/views';

export const CompanyLevel = () => {
  const { userId, userName, beneath, membership, busy, run, t, paths, retry } = useDrillDown();
  const { companies, memberIds: ids, complete, error: listError, controls, footer } = useCompanyRows(userId, userName);
  const permissions = usePermissionsOf(userId);
  const [confirmAll, setConfirmAll] = useState(false);
  const error = listError ?? permissions.error;
  if (error) return <LoadFailure error={error} retry={retry} />;
  if (!companies || !ids || !permissions.data) {
    return (
      <>
        {controls}
        <Loading />
      </>
    );
  }
  const entries = permissions.data;
  // Companies the user belongs to that the signed-in user cannot see are not listed (the API hides them too).
  const rows = companies.map((c) => ({
    id: c.id,
    name: c.name,
    assigned: ids.has(c.id),
    href: ids.has(c.id) ? paths.products(c.id) : undefined,
  }));
  const each = (call: (companyId: string) => Promise<unknown>) => (companyIds: string[]) =>
    run(async () => {
      for (const companyId of companyIds) await call(companyId);
    });
  return (
    <>
      {controls}
      <AccessTable
        caption={t('companies')}
        rows={rows}
        editable={membership.add || membership.remove}
        canAssign={membership.add}
        canUnassign={membership.remove}
        busy={busy}
        empty={t('noCompanies')}
        onAssign={each((companyId) => addUserToCompany(userId, companyId))}
        onUnassign={each((companyId) => removeUserFromCompany(userId, companyId))}
        userName={userName}
        consequence={(companyIds) => beneath(beneathCompanies(entries, companyIds))}
        toolbar={
          <>
            {membership.add && (
              <MuiButton
                size="small"
                disabled={busy || (complete && rows.every((r) => r.assigned))}
                onClick={() => run(() => assignAllCompanies(userId))}
              >
                {t('assignAll')}
              </MuiButton>
            )}
            {membership.remove && (
              <MuiButton size="small" color="error" disabled={busy || ids.size === 0} onClick={() => setConfirmAll(true)}>
                {t('unassignAll')}
              </MuiButton>
            )}
          </>
        }
      />
      {footer}
      <Confirm
        isOpen={confirmAll}
        title="resources.users.permissions.unassignAll"
        content="resources.users.permissions.confirmUnassignAll"
        confirm="resources.users.permissions.unassignAll"
        confirmColor="warning"
        onClose={() => setConfirmAll(false)}
        onConfirm={() => {
          setConfirmAll(false);
          return run(() => unassignAllCompanies(userId));
        }}
      />
    </>
  );
};
