/**
 * The baseline the timing benchmarks measure Portico's screens against: react-admin as its documentation starts, one
 * `<Admin>` with guessed screens, over a small data provider reading the sandbox with a signed-in user's token.
 * Portico's users list, companies list and a company record have their counterparts here, sorted and paged as
 * Portico's are, so a timing compares the same records drawn. (main.tsx stays issue 12's size baseline.) Never part
 * of Portico's build.
 */
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource, ShowGuesser } from 'react-admin';
import { dataProvider } from './dataProvider';

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="users" list={<ListGuesser perPage={25} sort={{ field: 'lastName', order: 'ASC' }} />} />
    <Resource name="companies" list={<ListGuesser perPage={25} sort={{ field: 'name', order: 'ASC' }} />} show={ShowGuesser} />
  </Admin>,
);
