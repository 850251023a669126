/**
 * roles-and-permissions: what a user may open, as the framework's drill-down (company → product → scheme → employer,
 * each level its own URL below the tab), its reads and calls declared in `levels.ts`. Who may change what is the
 * privilege table's: membership of the companies at the first level, the user's permissions below it.
 * @custom Chooses between the drill-down and a note for internal users, and the first level's companies by who is
 * looking (search for staff of every company, the given few otherwise): decisions in code the tab block options do
 * not express.
 */
import { Alert } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { DrillDown } from '../../../src/framework/views';
import { actsForAllCompanies, isInternalRole } from '../rights';
import { useVisibleCompanies } from '../useReferenceData';
import { useRights } from '../useRights';
import { levelsFor } from './levels';

const RolesAndPermissionsTab = () => {
  const translate = useTranslate();
  const { target, permissions, addToCompany, removeFromCompany } = useRights();
  const { permissions: actorRole } = usePermissions<string>();
  // Staff of every company would be listing thousands (issue 12): they search; a client administrator's are a handful.
  const everyCompany = actsForAllCompanies(actorRole);
  const own = useVisibleCompanies(!everyCompany);
  if (!target) return null;
  if (isInternalRole(target.clientPortalRole.roleName)) {
    return <Alert severity="info">{translate('resources.users.permissions.internal')}</Alert>;
  }
  const editable = { assign: permissions, unassign: permissions };
  return (
    <DrillDown
      levels={levelsFor(everyCompany ? { search: 'companies' } : { given: own })}
      service="portal"
      messages="resources.users.permissions"
      allowed={{ company: { assign: addToCompany, unassign: removeFromCompany }, product: editable, scheme: editable, employer: editable }}
      who={`${target.firstName} ${target.lastName}`.trim()}
      cache={['users']}
    />
  );
};

export default RolesAndPermissionsTab;
