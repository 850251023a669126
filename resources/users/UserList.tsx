/**
 * Manage Users: server-side search, filters, sort and paging over `POST /users/search`, a status chip per row,
 * and a CSV export of everything the current search matches.
 */
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, Tooltip } from '@mui/material';
import {
  AutocompleteInput,
  Button,
  Datagrid,
  FunctionField,
  List,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useCanAccess,
  usePermissions,
  type Identifier,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { createPath, recordPath } from '../../src/framework';
import {
  ignoreReadError,
  ListEmpty,
  ListFailure,
  ListPagination,
  RecordLinkCell,
  SelectionBar,
  SelectPageCheckbox,
  SelectRowCell,
  useDefinition,
} from '../../src/framework/views';
import { displayRole } from '../../src/shared/roles';
import type { PortalUser } from './api';
import { ExportUsersButton } from './ExportUsersButton';
import { isInternalRole } from './rights';
import { StatusChip } from './StatusChip';
import { useClientPortalRoles } from './useReferenceData';
import { BulkModuleAccess } from './BulkModuleAccess';

export const STATUSES = ['Invited', 'Active', 'Deactivated', 'SetupIncomplete'] as const;
const INTERNAL = ['SuperAdmin', 'Support'];

const ListActions = () => {
  const { definition } = useDefinition();
  const { canAccess: canInvite } = useCanAccess({ action: 'create', resource: definition.name });
  const { canAccess: canExport } = useCanAccess({ action: 'export', resource: definition.name });
  return (
    <TopToolbar>
      {canInvite && (
        <Button component={Link} to={createPath(definition)} label="resources.users.list.invite">
          <PersonAddIcon />
        </Button>
      )}
      {canExport && <ExportUsersButton />}
    </TopToolbar>
  );
};

const useFilters = () => {
  const { permissions: actorRole } = usePermissions<string>();
  const roles = useClientPortalRoles().data ?? [];
  // Client administrators never see internal staff, so they are not offered as a filter either.
  const roleChoices = [...(isInternalRole(actorRole) ? INTERNAL : []), ...roles.map((r) => r.roleName)].map((id) => ({
    id,
    name: displayRole(id),
  }));
  return [
    <TextInput
      key="q"
      source="q"
      label="resources.users.list.search"
      alwaysOn
      resettable
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />,
    <SelectInput
      key="roleName"
      source="roleName"
      label="resources.users.list.role"
      choices={roleChoices}
      translateChoice={false}
      alwaysOn
    />,
    <SelectInput
      key="status"
      source="status"
      label="resources.users.list.status"
      choices={STATUSES.map((id) => ({ id, name: `resources.users.status.${id}` }))}
      alwaysOn
    />,
    // Searched on the server as the user types (the companies list's `/companies/search`), not a list of every company.
    <ReferenceInput key="companyId" source="companyId" reference="companies" sort={{ field: 'name', order: 'ASC' }} perPage={50} alwaysOn>
      <AutocompleteInput label="resources.users.list.company" optionText="name" />
    </ReferenceInput>,
  ];
};

/** One company by name; several as the first and a count, all of them in the tooltip. */
const CompanyNames = ({ names = [] }: { names?: string[] }) => {
  const translate = useTranslate();
  if (names.length === 0) return <>{translate('resources.users.list.noCompany')}</>;
  if (names.length === 1) return <>{names[0]}</>;
  return (
    <Tooltip title={names.join(', ')}>
      <span>{translate('resources.users.list.companiesMore', { name: names[0], smart_count: names.length - 1 })}</span>
    </Tooltip>
  );
};

const UserList = () => {
  const { definition } = useDefinition();
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: definition.name });
  const { canAccess: canShow } = useCanAccess({ action: 'show', resource: definition.name });
  const rowView = canEdit ? 'update' : canShow ? 'view' : undefined;
  const open = rowView ? (id: Identifier) => recordPath(definition, rowView, id) : undefined;
  return (
    <List
      pagination={<ListPagination />}
      resource={definition.name}
      error={<ListFailure />}
      queryOptions={{ onError: ignoreReadError }}
      filters={useFilters()}
      actions={<ListActions />}
      sort={definition.sort}
      perPage={25}
      storeKey="users.list"
      exporter={false}
    >
      {canEdit && (
        <SelectionBar>
          <BulkModuleAccess />
        </SelectionBar>
      )}
      <Datagrid empty={<ListEmpty />} bulkActionButtons={false} rowClick={open ?? false}>
        {canEdit && (
          <SelectRowCell<PortalUser>
            label={<SelectPageCheckbox />}
            sortable={false}
            name={(user) => `${user.firstName} ${user.lastName}`}
          />
        )}
        {open ? (
          <RecordLinkCell source="firstName" to={open}>
            <TextField source="firstName" />
          </RecordLinkCell>
        ) : (
          <TextField source="firstName" />
        )}
        <TextField source="lastName" />
        <TextField source="email" />
        <FunctionField<PortalUser>
          source="companyNames"
          label="resources.users.list.company"
          sortable={false}
          render={(user) => <CompanyNames names={user.companyNames} />}
        />
        <FunctionField<PortalUser>
          source="clientPortalRole.roleName"
          sortBy="clientPortalRole.roleName"
          render={(user) => displayRole(user.clientPortalRole.roleName)}
        />
        <FunctionField<PortalUser> source="status" render={(user) => <StatusChip status={user.status} />} />
      </Datagrid>
    </List>
  );
};

export default UserList;
