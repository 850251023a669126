/**
 * The baseline `npm run bench:bundle` measures Portico against: react-admin as its documentation starts,
 * one `<Admin>` with one guessed list over ra-data-simple-rest. Never part of Portico's build.
 */
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('http://localhost:4010/portal')}>
    <Resource name="users" list={ListGuesser} />
  </Admin>,
);
