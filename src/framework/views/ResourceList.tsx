import { Box, useMediaQuery, type Theme } from '@mui/material';
import { cloneElement, useMemo, type ReactNode } from 'react';
import {
  Datagrid,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  TopToolbar,
  useListContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useCsvExporter } from '../csvExport';
import { recordPath, type RecordMode, type RouteParams } from '../paths';
import type { ResourceDefinition } from '../types';
import { COMPANY_CHOICES, WithCompanyStart, type CompanyStartValues } from './CompanyStart';
import { useDefinition } from './DefinitionContext';
import { CreateLinkButton } from './buttons';
import { useAccessNow } from './useAccessNow';
import { RecordLinkCell } from './RecordLinkCell';
import { ListFailure } from './LoadFailure';
import { renderColumn, renderFilter } from './fieldComponents';
import { RecordCards } from './RecordCards';
import { ListEmpty } from './ListEmpty';
import { listBody } from './ListRows';
import { ListPageTabs } from './ListPageTabs';
import { ListPagination } from './ListPagination';
import { useListPage } from './useListPage';
import { ListRowsSkeleton } from './ListSkeleton';
import { LiveRefresh } from './LiveRefresh';

const ListActions = ({ embedded }: { embedded?: boolean }) => {
  const { definition } = useDefinition();
  const canExport = useAccessNow('export', definition.name);
  // Filters that are not always on open from "Add filter" (react-admin's default actions have it; ours replace them).
  const optional = definition.fields.some((f) => f.filter && !f.filterAlwaysOn);
  return (
    <TopToolbar>
      {optional && <FilterButton />}
      {/* A nested list's Create sits by the tab's heading (NestedResource); a wizard step has its own form. */}
      {!embedded && !definition.parent && <CreateLinkButton />}
      {canExport && <ExportButton />}
    </TopToolbar>
  );
};

/** The list's rows, or until its first page answers, placeholders at once (react-admin's wait a second, blank). */
const RowsOrSkeleton = ({ children }: { children: ReactNode }) => {
  const { isPending } = useListContext();
  return isPending ? <ListRowsSkeleton /> : <>{children}</>;
};

/**
 * Where the list's rows open: the record's URL, in a nested list its parent screen's mode (update when the role may
 * edit, else view); or `rowClick: { definition, view }`, the same records' screens under another definition (the
 * products console opens the module's update screen). Undefined when the role may open neither.
 */
const useRowOpening = (definition: ResourceDefinition, parentValues: RouteParams, mode?: RecordMode) => {
  const click = definition.route.rowClick;
  const target = typeof click === 'object' ? click.definition : definition;
  // Decided as the list draws (useAccessNow): asked of react-admin, the answer came after the rows and drew them again.
  const canEdit = useAccessNow('edit', target.name);
  const canShow = useAccessNow('show', target.name);
  const preferred = typeof click === 'object' ? click.view : (mode ?? click ?? (definition.route.views.view ? 'view' : 'update'));
  const rowView = preferred === 'update' && (!canEdit || !target.route.views.update) && target.route.views.view ? 'view' : preferred;
  const allowed = rowView === 'view' ? canShow : canEdit;
  // One function while the same rows open the same way: the list's columns and rows are built from it (GeneratedList).
  return useMemo(
    () => (allowed ? (id: Identifier) => recordPath(target, rowView, id, target === definition ? parentValues : {}) : undefined),
    [allowed, target, rowView, definition, parentValues],
  );
};

/**
 * The generated list: columns, search and filters from the definition; rows open as `useRowOpening` says. `embedded`:
 * inside a wizard step that has its own create form. A list following the selected company (`company: { field }`)
 * starts its filter on that field there each time the page opens, kept in neither the URL nor the store. A list that
 * is one tab of a page of lists (`route.listPage`) is drawn under the page's heading and tabs.
 */
export const ResourceList = ({ embedded }: { embedded?: boolean }) => {
  const { definition } = useDefinition();
  const page = definition.route.listPage;
  const list = (
    <>
      <WithCompanyStart definition={definition}>{(start) => <GeneratedList embedded={embedded} start={start} />}</WithCompanyStart>
      {definition.live && <LiveRefresh definition={definition} />}
    </>
  );
  return page ? (
    <Box sx={{ mt: 1 }}>
      <ListPageTabs page={page} />
      {list}
    </Box>
  ) : (
    list
  );
};

const GeneratedList = ({ embedded, start }: { embedded?: boolean; start?: CompanyStartValues }) => {
  const { definition, parentValues, mode } = useDefinition();
  const open = useRowOpening(definition, parentValues, mode);
  const exporter = useCsvExporter(definition);
  const listPage = useListPage();
  const translate = useTranslate();
  // Below the small breakpoint a table cannot fit: records become stacked cards (docs/decisions.md).
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // The same filter, column and row-opening elements until the definition or who may open rows changes: react-admin's
  // hooks draw this screen again at every change of the URL (a page, a filter), and new ones would draw every
  // filter input and every row again (docs/performance.md).
  const filters = useMemo(
    () => [
      ...(definition.route.search === false
        ? []
        : [
            // A placeholder is no label: the box is named for screen readers and speech input.
            <SearchInput key="q" source="q" alwaysOn inputProps={{ 'aria-label': translate('ra.action.search') }} />,
          ]),
      ...definition.fields
        .filter((f) => f.filter)
        .map((f) =>
          start && f.source in start ? cloneElement(renderFilter(definition, f), COMPANY_CHOICES) : renderFilter(definition, f),
        ),
    ],
    [definition, start, translate],
  );
  const rowClick = useMemo(() => (open ? (id: Identifier, _resource: string, _record: RaRecord) => open(id) : false), [open]);
  const columns = useMemo(
    () =>
      definition.fields
        .filter((f) => f.list)
        .map((f, index) =>
          index === 0 && open ? (
            <RecordLinkCell key={f.source} source={f.source} sortable={f.sortable !== false} to={open}>
              {renderColumn(definition, f)}
            </RecordLinkCell>
          ) : (
            renderColumn(definition, f)
          ),
        ),
    [definition, open],
  );
  return (
    <List
      {...listPage}
      pagination={<ListPagination />}
      actions={<ListActions embedded={embedded} />}
      filters={filters}
      exporter={exporter}
      error={<ListFailure />}
      // No react-admin empty page: its Create button links to `/{resource}/create`, which a nested or spec-routed
      // resource does not have; the table (with 'No results found') keeps our toolbar and its Create link.
      empty={false}
      {...(start ? { filterDefaultValues: start, disableSyncWithLocation: true, storeKey: false as const } : {})}
    >
      {phone ? (
        <RecordCards definition={definition} open={open} />
      ) : (
        <RowsOrSkeleton>
          <Datagrid
            body={listBody}
            empty={<ListEmpty />}
            bulkActionButtons={false}
            // Between the phone breakpoint and a wide screen, a wide table scrolls inside its own box, never the page.
            sx={{ '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}
            rowClick={rowClick}
          >
            {columns}
          </Datagrid>
        </RowsOrSkeleton>
      )}
    </List>
  );
};
