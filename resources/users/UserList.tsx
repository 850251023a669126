/**
 * Manage Users: server-side search, filters, sort and paging over `POST /users/search`, the status as its field's
 * chip, and the definition's CSV export of everything the current search matches (read 500 at a time).
 * Its own: the role filter offers only the roles the signed-in user may see, the company column names a user's
 * companies, and rows are selected for the bulk module actions (docs/architecture.md, why the users list stays).
 * @custom Row selection with the bulk module actions, a role filter whose choices are read from the API in its own
 * shape and narrowed by who is looking, and the companies column: each would be a list option only this list uses.
 */
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Tooltip } from '@mui/material';
import {
  Button,
  Datagrid,
  ExportButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
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
  renderColumn,
  renderFilter,
  SelectionBar,
  SelectPageCheckbox,
  SelectRowCell,
  useCsvExporter,
  useDefinition,
} from '../../src/framework/views';
import { displayRole } from '../../src/shared/roles';
import type { PortalUser } from './api';
import { isInternalRole } from './rights';
import { useClientPortalRoles } from './useReferenceData';
import { BulkModuleAccess } from './BulkModuleAccess';

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
      {/* Every user the search matches, however many: the search reads them page by page. */}
      {canExport && <ExportButton label="resources.users.list.export" maxResults={Number.MAX_SAFE_INTEGER} />}
    </TopToolbar>
  );
};

const useFilters = () => {
  const { definition } = useDefinition();
  const translate = useTranslate();
  const { permissions: actorRole } = usePermissions<string>();
  const roles = useClientPortalRoles().data ?? [];
  // Client administrators never see internal staff, so they are not offered as a filter either.
  const roleChoices = [...(isInternalRole(actorRole) ? INTERNAL : []), ...roles.map((r) => r.roleName)].map((id) => ({
    id,
    name: displayRole(id),
  }));
  return [
    // A placeholder is no label: the box is named for screen readers and speech input.
    <SearchInput key="q" source="q" alwaysOn inputProps={{ 'aria-label': translate('ra.action.search') }} />,
    <SelectInput
      key="roleName"
      source="roleName"
      label="resources.users.list.role"
      choices={roleChoices}
      translateChoice={false}
      alwaysOn
    />,
    ...definition.fields.filter((f) => f.filter).map((f) => renderFilter(definition, f)),
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
  const filters = useFilters();
  const exporter = useCsvExporter(definition);
  const status = definition.fields.find((f) => f.source === 'status');
  return (
    <List
      pagination={<ListPagination />}
      resource={definition.name}
      error={<ListFailure />}
      queryOptions={{ onError: ignoreReadError }}
      filters={filters}
      actions={<ListActions />}
      sort={definition.sort}
      perPage={25}
      storeKey="users.list"
      exporter={exporter}
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
          // The search sorts roles by its own name for them.
          sortBy="roleName"
          render={(user) => displayRole(user.clientPortalRole.roleName)}
        />
        {status && renderColumn(definition, status)}
      </Datagrid>
    </List>
  );
};

export default UserList;
