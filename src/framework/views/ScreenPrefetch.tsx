/**
 * After the portal's first screen, the screens a signed-in person opens next (a list, a record and its edit form,
 * a create form) load while the browser is idle: their first opening, and what a list does first (its filter's
 * menu, selecting rows), then no longer waits for their code (issue 25; docs/decisions.md). Its own chunk, loaded
 * after the first screen, so the first load does not carry it.
 */
import { useEffect } from 'react';
import { prefetchWhenIdle } from '../../shared/idlePrefetch';
import { loadResourceCreate, loadResourceList, loadResourceRecord } from './screenCode';

/** In the order people need them: from the dashboard to a list, from a list to a record, then creating. */
export const NEXT_SCREENS = [loadResourceList, loadResourceRecord, loadResourceCreate];

const ScreenPrefetch = () => {
  useEffect(() => prefetchWhenIdle(NEXT_SCREENS), []);
  return null;
};

export default ScreenPrefetch;
