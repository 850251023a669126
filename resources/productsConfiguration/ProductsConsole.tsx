/**
 * The console's product list: the generated list would open rows under its own base, but a module is edited at
 * the spec's `/administration/product/update/{productId}`, so rows link there.
 */
import { Datagrid, List, SearchInput, type Identifier } from 'react-admin';
import { recordPath } from '../../src/framework';
import {
  ignoreReadError,
  ListEmpty,
  ListFailure,
  ListPagination,
  RecordLinkCell,
  renderColumn,
  useDefinition,
} from '../../src/framework/views';
import products from '../products';

const openProduct = (id: Identifier) => recordPath(products, 'update', id);

export const ProductsConsole = () => {
  const { definition } = useDefinition();
  return (
    <List
      pagination={<ListPagination />}
      resource={definition.name}
      error={<ListFailure />}
      queryOptions={{ onError: ignoreReadError }}
      sort={definition.sort}
      perPage={25}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      exporter={false}
    >
      <Datagrid empty={<ListEmpty />} bulkActionButtons={false} rowClick={openProduct}>
        {definition.fields
          .filter((f) => f.list)
          .map((f, index) =>
            index === 0 ? (
              <RecordLinkCell key={f.source} source={f.source} to={openProduct}>
                {renderColumn(definition, f)}
              </RecordLinkCell>
            ) : (
              renderColumn(definition, f)
            ),
          )}
      </Datagrid>
    </List>
  );
};

export default ProductsConsole;
