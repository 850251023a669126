/** The list filtered to one company, the selected one unless the user picks another in the filter. */
import { AutocompleteInput, Datagrid, List, Loading, ReferenceInput, TopToolbar } from 'react-admin';
import {
  CreateLinkButton,
  ignoreReadError,
  ListEmpty,
  ListFailure,
  ListPagination,
  renderField,
  useDefinition,
  useSelectedCompany,
} from '../../src/framework/views';

export const EmailConfigurationList = () => {
  const { definition } = useDefinition();
  const { companyId } = useSelectedCompany();
  if (!companyId) return <Loading />;
  return (
    <List
      pagination={<ListPagination />}
      resource={definition.name}
      error={<ListFailure />}
      queryOptions={{ onError: ignoreReadError }}
      sort={definition.sort}
      perPage={25}
      exporter={false}
      // The filter starts at the selected company each time the page opens.
      disableSyncWithLocation
      storeKey={false}
      filterDefaultValues={{ companyId }}
      filters={[
        <ReferenceInput
          key="companyId"
          source="companyId"
          reference="companies"
          sort={{ field: 'name', order: 'ASC' }}
          perPage={100}
          alwaysOn
        >
          <AutocompleteInput />
        </ReferenceInput>,
      ]}
      actions={
        <TopToolbar>
          <CreateLinkButton />
        </TopToolbar>
      }
    >
      <Datagrid empty={<ListEmpty />} bulkActionButtons={false} rowClick={false}>
        {definition.fields.filter((f) => f.list).map((f) => renderField(definition, f))}
      </Datagrid>
    </List>
  );
};

export default EmailConfigurationList;
