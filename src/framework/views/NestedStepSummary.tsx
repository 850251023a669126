/**
 * What a wizard's nested resource step set up, on its progress summary: the records added under this one (a company's
 * schemes), each with how many records of its own nested resources it holds (a scheme's sections, strategic partners
 * and employers, in the order of its tabs). Words from the progress's group: `summary.{step}.heading` and
 * `summary.{step}.none`, and `summary.count.{resource}` for each count.
 */
import { List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useDataProvider, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { recordTabs } from '../nesting';
import { recordMeta, type RouteParams } from '../paths';
import type { ResourceDefinition } from '../types';
import { useDefinitions } from './DefinitionsContext';
import { SummarySection } from './SummarySection';
import { useUserRoles } from './useUserRoles';

interface LineProps {
  child: ResourceDefinition;
  record: RaRecord;
  values: RouteParams;
  parts: ResourceDefinition[];
  messages: string;
}

const RecordLine = ({ child, record, values, parts, messages }: LineProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  // One row asked for, as react-admin's useGetList asks by default: the total comes with it.
  const counts = useQueries({
    queries: parts.map((part) => {
      const meta = recordMeta(part, { ...values, [part.parent!.idParam]: String(record.id) });
      const params = { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' as const }, filter: {}, meta };
      return {
        queryKey: [part.name, 'getList', params],
        queryFn: ({ signal }: { signal: AbortSignal }) => dataProvider.getList(part.name, { ...params, signal }),
      };
    }),
  });
  const known = counts.every((c) => c.data?.total !== undefined);
  const name = typeof child.recordRepresentation === 'string' ? record[child.recordRepresentation] : child.recordRepresentation(record);
  return (
    <ListItem disableGutters>
      <ListItemText
        primary={String(name)}
        secondary={
          known ? (
            parts.map((part, i) => translate(`${messages}.summary.count.${part.name}`, { smart_count: counts[i]!.data!.total })).join(', ')
          ) : (
            <Skeleton width="12em" aria-hidden />
          )
        }
      />
    </ListItem>
  );
};

interface Props {
  step: string;
  child: ResourceDefinition;
  /** The parent values of the records listed, the record being set up's id among them. */
  values: RouteParams;
  messages: string;
}

export const NestedStepSummary = ({ step, child, values, messages }: Props) => {
  const translate = useTranslate();
  const parts = recordTabs(useDefinitions(), child, useUserRoles()).flatMap((tab) => (tab.child ? [tab.child] : []));
  const records = useGetList(child.name, {
    pagination: { page: 1, perPage: 100 },
    sort: child.sort ?? { field: 'id', order: 'ASC' },
    meta: recordMeta(child, values),
  });
  if (records.isPending) return <Skeleton width="60%" aria-hidden />;
  const S = `${messages}.summary.${step}`;
  return (
    <SummarySection heading={translate(`${S}.heading`, { smart_count: records.total ?? 0 })}>
      {records.data?.length ? (
        <List dense disablePadding>
          {records.data.map((record) => (
            <RecordLine key={record.id} child={child} record={record} values={values} parts={parts} messages={messages} />
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{translate(`${S}.none`)}</Typography>
      )}
    </SummarySection>
  );
};
