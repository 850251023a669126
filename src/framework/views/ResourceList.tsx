import { Datagrid, ExportButton, List, SearchInput, TopToolbar, useCanAccess, type Identifier, type RaRecord } from 'react-admin';
import { recordMeta, recordPath } from '../paths';
import { useDefinition } from './DefinitionContext';
import { CreateLinkButton } from './buttons';
import { ignoreReadError, ListFailure } from './LoadFailure';
import { renderField, renderFilter } from './fieldComponents';

const ListActions = () => {
  const { definition } = useDefinition();
  const { canAccess: canExport } = useCanAccess({ action: 'export', resource: definition.name });
  return (
    <TopToolbar>
      <CreateLinkButton />
      {canExport && <ExportButton />}
    </TopToolbar>
  );
};

/** The generated list: columns, search and filters from the definition; rows open the record's URL. */
export const ResourceList = () => {
  const { definition, parentValues } = useDefinition();
  const rowView = definition.route.rowClick ?? (definition.route.views.view ? 'view' : 'update');
  const canOpenRows = useCanAccess({ action: rowView === 'view' ? 'show' : 'edit', resource: definition.name }).canAccess;
  const filters = [
    ...(definition.route.search === false ? [] : [<SearchInput key="q" source="q" alwaysOn />]),
    ...definition.fields.filter((f) => f.filter).map((f) => renderFilter(definition, f)),
  ];
  return (
    <List
      resource={definition.name}
      actions={<ListActions />}
      filters={filters}
      sort={definition.sort}
      perPage={definition.perPage ?? 25}
      // The same meta as the record screens: the rows land in the cache their getOne reads, so a row opens at once.
      queryOptions={{ meta: recordMeta(definition, parentValues), onError: ignoreReadError }}
      error={<ListFailure />}
      storeKey={`${definition.name}.${Object.values(parentValues).join('.')}.list`}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={
          canOpenRows ? (id: Identifier, _resource: string, _record: RaRecord) => recordPath(definition, rowView, id, parentValues) : false
        }
      >
        {definition.fields.filter((f) => f.list).map((f) => renderField(definition, f))}
      </Datagrid>
    </List>
  );
};
