/**
 * The selected company's modules the user has no access entry for (issue 27): listed apart from the user's own
 * and never offered as demos, with who can give the user access — the company's Client Admins who may, by name, or
 * our support team when none may (a Client Admin never gives themselves access: the privilege table's four eyes).
 */
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { toRole } from '../../shared/roles';
import { retryTransient } from '../retry';
import { fetchAccessContacts, type AccessContact } from './api';
import type { ModuleTile } from './modules';
import { SupportContact, supportContactQuery } from './SupportContact';
import { TileGrid } from './TileGrid';

const NOBODY: AccessContact[] = [];

/**
 * Who can give the user access to the company's modules and, when nobody at the company can (or that could not be
 * found out), our support team's contact: both known before the section is drawn, so it does not grow once shown.
 */
export const useAccessContacts = (companyId: string | undefined, enabled: boolean) => {
  const contacts = useQuery({
    retry: retryTransient,
    queryKey: ['portico', 'accessContacts', companyId],
    queryFn: ({ signal }) => fetchAccessContacts(companyId!, signal),
    enabled: enabled && Boolean(companyId),
  });
  const needsSupport = contacts.isError || contacts.data?.length === 0;
  const support = useQuery({ ...supportContactQuery(companyId), enabled: enabled && needsSupport });
  return {
    isPending: enabled && (contacts.isPending || (needsSupport && support.isPending)),
    contacts: contacts.data ?? NOBODY,
  };
};

interface CompanyModulesProps {
  tiles: ModuleTile[];
  companyId: string;
  /** The company's name; "your company" while it is not known. */
  company: string;
  contacts: AccessContact[];
}

export const COMPANY_MODULES_HEADING_ID = 'company-modules';

export const CompanyModules = memo(({ tiles, companyId, company, contacts }: CompanyModulesProps) => {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<string>();
  const clientAdmin = toRole(role) === 'ClientAdmin';
  return (
    <Box component="section" aria-labelledby={COMPANY_MODULES_HEADING_ID} sx={{ mb: 4 }}>
      <Typography id={COMPANY_MODULES_HEADING_ID} variant="h5" component="h2" gutterBottom>
        {translate('portico.shell.dashboard.companyModulesHeading', { company })}
      </Typography>
      {contacts.length > 0 ? (
        <Typography sx={{ mb: 2 }}>
          {translate(clientAdmin ? 'portico.shell.dashboard.askOtherClientAdmin' : 'portico.shell.dashboard.askClientAdmin', {
            smart_count: contacts.length,
            names: contacts.map((p) => `${p.firstName} ${p.lastName}`).join(', '),
            company,
          })}
        </Typography>
      ) : (
        <Box sx={{ mb: 2 }}>
          <Typography>
            {translate(clientAdmin ? 'portico.shell.dashboard.askSupportClientAdmin' : 'portico.shell.dashboard.askSupport', { company })}
          </Typography>
          <SupportContact companyId={companyId} />
        </Box>
      )}
      <TileGrid tiles={tiles} linked={false} />
    </Box>
  );
});
CompanyModules.displayName = 'CompanyModules';
