/**
 * How a definition's list reads its pages, as `<List>` props: the generated list's, and an own list's declared with
 * `lazyScreen(…, { readsListPage: true })`. Because both read their first page exactly as `firstPageOf` works it out,
 * the portal can ask for that page as it starts and the list takes the answer (issue 25, goal 3).
 */
import { useMemo } from 'react';
import { recordMeta } from '../paths';
import { useDefinition } from './DefinitionContext';
import { LIST_PER_PAGE, listSort, listStoreKey } from './firstPage';
import { ignoreReadError } from './LoadFailure';
import { useFirstReadFreshness } from './useFirstReadFreshness';

export const useListPage = () => {
  const { definition, parentValues } = useDefinition();
  // The first page the portal read as it started is fresh for the list (useFirstReadFreshness).
  const staleTime = useFirstReadFreshness();
  return useMemo(
    () => ({
      resource: definition.name,
      sort: listSort(definition),
      perPage: LIST_PER_PAGE,
      storeKey: listStoreKey(definition, parentValues),
      // The same meta as the record screens: the rows land in the cache their getOne reads, so a row opens at once.
      queryOptions: { meta: recordMeta(definition, parentValues), onError: ignoreReadError, staleTime },
      // The view's guard has judged the list's access (ViewElement), and the portal is drawn signed in only. Asked again
      // of react-admin, the first page waited a drawing for its asynchronous access check.
      disableAuthentication: true,
    }),
    [definition, parentValues, staleTime],
  );
};
