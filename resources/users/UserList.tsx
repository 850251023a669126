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
import { useMemo } from 'react';
import { Button, Datagrid, ExportButton, List, SearchInput, TopToolbar, usePermissions, type Identifier, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { createPath, recordPath } from '../../src/framework';
import {
  FunctionCell,
  ListEmpty,
  listBody,
  ListFailure,
  ListPagination,
  RecordLinkCell,
  renderColumn,
  renderFilter,
  SelectFilter,
  SelectionBar,
  SelectionProvider,
  SelectPageCheckbox,
  SelectRowCell,
  TextCell,
  useCsvExporter,
  useAccessNow,
  useDefinition,
  useListPage,
} from '../../src/framework/views';
import { displayRole } from '../../src/shared/roles';
import type { PortalUser } from './api';
import { isInternalRole } from './rights';
import { useClientPortalRoles } from './useReferenceData';
import { BulkModuleAccess } from './BulkModuleAccess';

const INTERNAL = ['SuperAdmin', 'Support'];

const ListActions = () => {
  const { definition } = useDefinition();
  // Decided as the toolbar draws (the access table's answer), so neither button arrives a moment after it.
  const canInvite = useAccessNow('create', definition.name);
  const canExport = useAccessNow('export', definition.name);
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
  const roles = useClientPortalRoles().data;
  // The same elements until the roles or the viewer change: the filter form draws its inputs again for new ones.
  return useMemo(() => {
    // Client administrators never see internal staff, so they are not offered as a filter either.
    const roleChoices = [...(isInternalRole(actorRole) ? INTERNAL : []), ...(roles ?? []).map((r) => r.roleName)].map((id) => ({
      id,
      name: displayRole(id),
    }));
    return [
      // A placeholder is no label: the box is named for screen readers and speech input.
      <SearchInput key="q" source="q" alwaysOn inputProps={{ 'aria-label': translate('ra.action.search') }} />,
      <SelectFilter
        key="roleName"
        source="roleName"
        label="resources.users.list.role"
        choices={roleChoices}
        translateChoice={false}
        alwaysOn
      />,
      ...definition.fields.filter((f) => f.filter).map((f) => renderFilter(definition, f)),
    ];
  }, [actorRole, roles, definition, translate]);
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
  // Decided as the list draws: answered later, the row links and the select column rebuilt every row.
  const canEdit = useAccessNow('edit', definition.name);
  const canShow = useAccessNow('show', definition.name);
  const rowView = canEdit ? 'update' : canShow ? 'view' : undefined;
  const filters = useFilters();
  const exporter = useCsvExporter(definition);
  // Read as the generated list reads its pages (users.ts declares it), so the first page is asked for as the portal starts.
  const listPage = useListPage();
  // The rows and their columns stay the same elements until who may do what changes: react-admin's hooks draw this
  // screen again at every change of the URL (a page, a filter), and new columns would draw every row again.
  const { open, columns } = useMemo(() => {
    const open = rowView ? (id: Identifier) => recordPath(definition, rowView, id) : undefined;
    const status = definition.fields.find((f) => f.source === 'status');
    const columns = [
      canEdit && (
        <SelectRowCell<PortalUser>
          key="select"
          label={<SelectPageCheckbox />}
          sortable={false}
          name={(user) => `${user.firstName} ${user.lastName}`}
        />
      ),
      open ? (
        <RecordLinkCell key="firstName" source="firstName" to={open}>
          <TextCell source="firstName" />
        </RecordLinkCell>
      ) : (
        <TextCell key="firstName" source="firstName" />
      ),
      <TextCell key="lastName" source="lastName" />,
      <TextCell key="email" source="email" />,
      <FunctionCell<PortalUser>
        key="companyNames"
        source="companyNames"
        label="resources.users.list.company"
        sortable={false}
        render={(user) => <CompanyNames names={user.companyNames} />}
      />,
      <FunctionCell<PortalUser>
        key="role"
        source="clientPortalRole.roleName"
        // The search sorts roles by its own name for them.
        sortBy="roleName"
        render={(user) => displayRole(user.clientPortalRole.roleName)}
      />,
      status && renderColumn(definition, status),
    ];
    return { open, columns };
  }, [definition, canEdit, rowView]);
  return (
    <List
      {...listPage}
      pagination={<ListPagination />}
      error={<ListFailure />}
      filters={filters}
      actions={<ListActions />}
      exporter={exporter}
    >
      <SelectionProvider>
        {canEdit && (
          <SelectionBar hint="resources.users.list.selectionHint">
            <BulkModuleAccess />
          </SelectionBar>
        )}
        <Datagrid body={listBody} empty={<ListEmpty />} bulkActionButtons={false} rowClick={open ?? false}>
          {columns}
        </Datagrid>
      </SelectionProvider>
    </List>
  );
};

export default UserList;
