/**
 * Saving a record reads the page again (react-admin's refresh: every query invalidated). The session's own reads, who
 * is signed in, what they may do and the tenant's look, answer the same, and the frame drawn from them (its banner,
 * menu and company picker: 477 components on a user's page) heard each of them start and end, and was drawn again
 * twice after every save (issue 25, docs/performance.md). It now hears of a changed answer only.
 */
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '../../../providers/currentUser';
import { fetchBranding } from '../../../src/shared/branding';
import { createPortalProviders } from '../../../src/portal/PortalApp';
import { signInAs } from '../support/session';

type Providers = ReturnType<typeof createPortalProviders>;
const SESSION_READS = [
  { queryKey: ['portico', 'currentUser'], queryFn: () => getCurrentUser() },
  { queryKey: ['portico', 'branding'], queryFn: () => fetchBranding() },
  { queryKey: ['auth', 'getIdentity'], queryFn: ({ authProvider }: Providers) => authProvider.getIdentity?.() ?? null },
  { queryKey: ['auth', 'getPermissions', {}], queryFn: ({ authProvider }: Providers) => authProvider.getPermissions?.({}) ?? null },
];

describe("the session's reads under a refresh of the page", () => {
  it.each(SESSION_READS.map((read) => [read.queryKey.join(' '), read] as const))(
    '%s: asked again, its unchanged answer is not announced to what is drawn from it',
    async (_name, read) => {
      await signInAs('clientadmin@portico.test');
      const providers = createPortalProviders([]);
      const { queryClient } = providers;
      const options = { queryKey: read.queryKey, queryFn: () => read.queryFn(providers), staleTime: Infinity };
      const heard = vi.fn();
      const unsubscribe = new QueryObserver(queryClient, options).subscribe(heard);
      // A reader told of every change of the read's state (react-query's own default): the sign the notices went out.
      const told: { isFetching: boolean }[] = [];
      const unsubscribeWitness = new QueryObserver(queryClient, { ...options, notifyOnChangeProps: 'all' }).subscribe((result) =>
        told.push(result),
      );
      await vi.waitFor(() => expect(queryClient.getQueryState(read.queryKey)?.status).toBe('success'));
      await vi.waitFor(() => expect(told.at(-1)?.isFetching).toBe(false));
      heard.mockClear();
      told.length = 0;

      await queryClient.invalidateQueries();
      // The read was asked again, and the witness heard it start and end.
      await vi.waitFor(() => expect(told.map((result) => result.isFetching).slice(-2)).toEqual([true, false]));
      expect(heard).not.toHaveBeenCalled();
      unsubscribeWitness();
      unsubscribe();
    },
  );
});
