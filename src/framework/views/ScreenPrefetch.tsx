/**
 * After the portal's first screen, the screens a signed-in person opens next (a list, a record and its edit form,
 * a create form) load while the browser is idle, so their first opening no longer waits for their code (issue 25;
 * docs/decisions.md). The same modules ViewElement's `lazy()` imports: the browser keeps one copy of each, so the
 * screen then finds its code loaded. In a chunk loaded after the first screen, so the first load does not carry it.
 */
import { useEffect } from 'react';
import { prefetchWhenIdle } from '../../shared/idlePrefetch';

// In the order people need them: from the dashboard to a list, from a list to a record (its view and edit screens
// are one module), then creating.
const NEXT_SCREENS = [() => import('./ResourceList'), () => import('./ResourceRecord'), () => import('./ResourceCreate')];

const ScreenPrefetch = () => {
  useEffect(() => prefetchWhenIdle(NEXT_SCREENS), []);
  return null;
};

export default ScreenPrefetch;
