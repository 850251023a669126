/**
 * The console's product list: the generated list would open rows under its own base, but a module is edited at
 * the spec's `/administration/product/update/{productId}`, so rows link there.
 */
import { Datagrid, List, SearchInput, type Identifier } from 'react-admin';
import { recordPath } from '../../src/framework/paths';
import { renderField } from '../../src/framework/views/fieldComponents';
import { useDefinition } from '../../src/framework/views/DefinitionContext';
import products from '../products';
import { ignoreReadError, ListFailure } from '../../src/framework/views/LoadFailure';

export const ProductsConsole = () => {
  const { definition } = useDefinition();
  return (
    <List
      resource={definition.name}
      error={<ListFailure />}
      queryOptions={{ onError: ignoreReadError }}
      sort={definition.sort}
      perPage={25}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={(id: Identifier) => recordPath(products, 'update', id)}>
        {definition.fields.filter((f) => f.list).map((f) => renderField(definition, f))}
      </Datagrid>
    </List>
  );
};

export default ProductsConsole;
