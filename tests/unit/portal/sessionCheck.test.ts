/**
 * react-admin checks the session again as each screen mounts (its controllers' `useAuthenticated`), under the query key
 * the frame's own check (`CoreAdminRoutes`) watches. The frame is told only when the answer changes: a check that
 * answers as before drew the whole frame and screen again after the content (460 components on a company's record,
 * docs/performance.md, session 30), while a session ended elsewhere must still reach the frame and sign the user out.
 */
import { QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPortalProviders } from '../../../src/portal/PortalApp';

/** The options react-admin's `useAuthState` gives its session query. */
const SESSION = { queryKey: ['auth', 'checkAuth', {}], retry: false } as const;

const watchSession = (checkAuth: () => Promise<boolean>) => {
  const { queryClient } = createPortalProviders([]);
  const frame = new QueryObserver(queryClient, { ...SESSION, queryFn: checkAuth });
  const told: QueryObserverResult<boolean>[] = [];
  frame.subscribe((result) => told.push(result));
  /** A screen mounts: its own observer of the same query checks the session again. */
  const openScreen = async () => {
    const checks = queryClient.getQueryState(SESSION.queryKey)?.dataUpdateCount ?? 0;
    const errors = queryClient.getQueryState(SESSION.queryKey)?.errorUpdateCount ?? 0;
    const screen = new QueryObserver(queryClient, { ...SESSION, queryFn: checkAuth });
    screen.subscribe(() => undefined);
    await waitFor(() => {
      const state = queryClient.getQueryState(SESSION.queryKey)!;
      expect(state.dataUpdateCount + state.errorUpdateCount).toBe(checks + errors + 1);
    });
  };
  return { told, openScreen };
};

describe("the frame and a screen's session check", () => {
  it('does not tell the frame of a check that answers as before', async () => {
    const { told, openScreen } = watchSession(() => Promise.resolve(true));
    await waitFor(() => expect(told.at(-1)?.data).toBe(true));
    const before = told.length;
    await openScreen();
    await openScreen();
    expect(told).toHaveLength(before);
  });

  it('tells the frame when the session has ended since', async () => {
    let signedIn = true;
    const { told, openScreen } = watchSession(() => (signedIn ? Promise.resolve(true) : Promise.reject(new Error('signed out'))));
    await waitFor(() => expect(told.at(-1)?.data).toBe(true));
    signedIn = false;
    await openScreen();
    expect(told.at(-1)).toMatchObject({ status: 'error', error: new Error('signed out'), isFetching: false });
  });
});
