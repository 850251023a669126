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
      const observer = new QueryObserver(queryClient, {
        queryKey: read.queryKey,
        queryFn: () => read.queryFn(providers),
        staleTime: Infinity,
      });
      const heard = vi.fn();
      const unsubscribe = observer.subscribe(heard);
      await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
      heard.mockClear();

      const refreshed = queryClient.invalidateQueries();
      // The sign the refresh did its work: the read was asked again (it was fetching) and has answered.
      expect(queryClient.getQueryState(read.queryKey)?.fetchStatus).toBe('fetching');
      await refreshed;
      expect(queryClient.getQueryState(read.queryKey)?.fetchStatus).toBe('idle');
      await new Promise((resolve) => setTimeout(resolve, 0)); // react-query hands its notices over in a task of their own
      expect(heard).not.toHaveBeenCalled();
      unsubscribe();
    },
  );
});
