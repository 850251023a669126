import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGetIdentity, usePermissions } from 'react-admin';
import { getConfig } from '../../../providers/config';
import { errorMessages } from '../../../providers/http';
import { fetchAccessEntries, fetchAllModules, fetchDemoModules } from './api';
import { demoModules, seesAllModules, toTiles, visibleModules, type ModuleTile } from './modules';
import { retryTransient } from '../retry';

export interface ModulesState {
  isPending: boolean;
  tiles: ModuleTile[];
  demoTiles: ModuleTile[];
  errors: string[];
  seesAll: boolean;
}

/**
 * The tiles and demo tiles for the current user and company; on failure both lists are empty. `companyPending`: the
 * selected company is not known yet, so a client role's tiles are not either (never 'no access' meanwhile).
 */
export const useModules = (companyId: string | undefined, untitled: string, companyPending = false): ModulesState => {
  const { permissions: role, isPending: rolePending } = usePermissions();
  const { identity } = useGetIdentity();
  const userId = identity?.id ? String(identity.id) : undefined;
  const seesAll = seesAllModules(role);
  const ready = !rolePending && Boolean(userId);

  const all = useQuery({
    retry: retryTransient,
    queryKey: ['portico', 'modules'],
    queryFn: ({ signal }) => fetchAllModules(signal),
    enabled: ready,
  });
  const entries = useQuery({
    retry: retryTransient,
    queryKey: ['portico', 'moduleAccess', userId],
    queryFn: ({ signal }) => fetchAccessEntries(userId!, signal),
    enabled: ready && !seesAll,
  });
  const demos = useQuery({
    retry: retryTransient,
    queryKey: ['portico', 'demoModules', companyId],
    queryFn: ({ signal }) => fetchDemoModules(companyId!, signal),
    enabled: ready && !seesAll && Boolean(companyId),
  });

  return useMemo(() => {
    const queries = seesAll ? [all] : [all, entries, demos];
    const errors = queries.flatMap((q) => errorMessages(q.error));
    const isPending = !ready || queries.some((q) => q.isPending && q.fetchStatus !== 'idle') || (!seesAll && companyPending);
    if (errors.length) return { isPending: false, tiles: [], demoTiles: [], errors, seesAll };
    const domain = getConfig().productDomain;
    const visible = visibleModules(all.data ?? [], role, entries.data ?? [], companyId);
    return {
      isPending,
      tiles: toTiles(visible, domain, untitled),
      demoTiles: seesAll ? [] : toTiles(demoModules(demos.data ?? [], visible), domain, untitled),
      errors,
      seesAll,
    };
  }, [all, entries, demos, seesAll, ready, role, companyId, companyPending, untitled]);
};
