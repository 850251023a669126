/**
 * The history panel tab (`block: { kind: 'history', … }`): another resource's list scoped to the record, through
 * react-admin's list controller, so page and filters live in the URL (and the list store, per scope) and a reload or
 * a trip to another tab keeps them. Newest first as the listed resource sorts, ten a page; a failed read says so with
 * Try again in place of the table.
 */
import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Datagrid, ListBase, useListContext, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { HistoryBlock, ResourceDefinition, TabDefinition } from '../../types';
import { valueAt } from '../../recordValue';
import { useDefinitions } from '../DefinitionsContext';
import { renderColumn } from '../fieldComponents';
import { ListPagination } from '../ListPagination';
import { listBody } from '../ListRows';
import { ignoreReadError, LoadFailure } from '../LoadFailure';
import { ResourceMessages } from '../ResourceMessages';
import { HistoryFilters } from './HistoryFilters';

const PER_PAGE = 10;
const PER_PAGE_OPTIONS = [10, 25, 50];

const NoHistory = ({ definition, messages }: { definition: ResourceDefinition; messages: string }) => {
  const translate = useTranslate();
  return <Typography sx={{ py: 2 }}>{translate(`resources.${definition.name}.${messages}.empty`)}</Typography>;
};

const HistoryTable = ({ definition, messages }: { definition: ResourceDefinition; messages: string }) => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  // The same column elements on every change of the list, so its rows draw again only for new records (listBody).
  const columns = useMemo(() => definition.fields.filter((f) => f.list).map((f) => renderColumn(definition, f)), [definition]);
  if (error) return <LoadFailure error={error} retry={refetch} />;
  const key = `resources.${definition.name}`;
  return (
    <>
      <Datagrid
        body={listBody}
        bulkActionButtons={false}
        rowClick={false}
        aria-label={translate(`${key}.name`, { smart_count: 2 })}
        empty={<NoHistory definition={definition} messages={messages} />}
      >
        {columns}
      </Datagrid>
      <ListPagination rowsPerPageOptions={PER_PAGE_OPTIONS} />
    </>
  );
};

/** The scope's values from the record, or nothing while one is missing (the list waits rather than asks for all). */
const scopeOf = (block: HistoryBlock, record: RaRecord) => {
  const entries = Object.entries(block.scope).map(([param, source]) => [param, valueAt(record, source)] as const);
  return entries.every(([, value]) => value !== undefined && value !== null && value !== '')
    ? Object.fromEntries(entries.map(([param, value]) => [param, String(value)]))
    : undefined;
};

const HistoryTab = ({ block }: { block: HistoryBlock; tab: TabDefinition }) => {
  const record = useRecordContext();
  const listed = useDefinitions().find((d) => d.name === block.resource);
  if (!listed) throw new Error(`history block: no resource "${block.resource}" is defined`);
  // While the record loads the tab waits; a record without a value of the scope has no history to ask for, and says so.
  if (!record) return null;
  const scope = scopeOf(block, record);
  if (!scope)
    return (
      <ResourceMessages definition={listed}>
        <NoHistory definition={listed} messages={block.messages} />
      </ResourceMessages>
    );
  const storeKey = `${listed.name}.${Object.values(scope).join('.')}.list`;
  return (
    <ResourceMessages definition={listed}>
      <Box>
        <ListBase
          key={storeKey}
          resource={listed.name}
          sort={listed.sort}
          perPage={PER_PAGE}
          queryOptions={{ meta: { params: scope }, onError: ignoreReadError }}
          storeKey={storeKey}
        >
          <HistoryFilters definition={listed} messages={block.messages} />
          <HistoryTable definition={listed} messages={block.messages} />
        </ListBase>
      </Box>
    </ResourceMessages>
  );
};

export default HistoryTab;
