import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useGetIdentity, usePermissions } from 'react-admin';
import { getConfig } from '../../../providers/config';
import { errorMessages } from '../../../providers/http';
import { fetchAccessEntries, fetchAllModules, fetchCompanyModules, fetchDemoModules } from './api';
import { companyOnlyModules, demoModules, seesAllModules, toTiles, visibleModules, type ModuleTile } from './modules';
import { retryTransient } from '../retry';

export interface ModulesState {
  isPending: boolean;
  tiles: ModuleTile[];
  demoTiles: ModuleTile[];
  /** The selected company's modules the user has no access entry for (never demo tiles). */
  companyTiles: ModuleTile[];
  /**
   * The company's modules are still loading. The tiles never wait for them; what sits below the tiles (the no-access
   * advice, the company's modules, the demo list) does, so it does not change or move once drawn.
   */
  companyModulesPending: boolean;
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
  // Asked for beside the others, never before the tiles: SuperAdmin and Support see every module, so never ask.
  const company = useQuery({
    retry: retryTransient,
    queryKey: ['portico', 'companyModules', companyId],
    queryFn: ({ signal }) => fetchCompanyModules(companyId!, signal),
    enabled: ready && !seesAll && Boolean(companyId),
  });
  // Extra to the spec's lists: a failure is only logged and the page goes on without them (docs/decisions.md).
  useEffect(() => {
    if (company.error) console.error("Loading the company's modules failed", company.error);
  }, [company.error]);

  // Built from each answer's parts, not from react-query's result objects (new on every render): the tiles stay the
  // same arrays until an answer changes, so the memoised grids do not draw again on every update of the page.
  const loading = (query: { isPending: boolean; fetchStatus: string }) => query.isPending && query.fetchStatus !== 'idle';
  const [allLoading, entriesLoading, demosLoading, companyLoading] = [all, entries, demos, company].map(loading);
  return useMemo(() => {
    const errors = (seesAll ? [all.error] : [all.error, entries.error, demos.error]).flatMap(errorMessages);
    const isPending = !ready || allLoading || (!seesAll && (entriesLoading || demosLoading || companyPending));
    const companyModulesPending = !seesAll && companyLoading;
    if (errors.length)
      return { isPending: false, tiles: [], demoTiles: [], companyTiles: [], companyModulesPending: false, errors, seesAll };
    const domain = getConfig().productDomain;
    const visible = visibleModules(all.data ?? [], role, entries.data ?? [], companyId);
    const companyHas = seesAll ? [] : (company.data ?? []);
    return {
      isPending,
      tiles: toTiles(visible, domain, untitled),
      demoTiles: seesAll ? [] : toTiles(demoModules(demos.data ?? [], visible, companyHas), domain, untitled),
      companyTiles: toTiles(companyOnlyModules(companyHas, visible), domain, untitled),
      companyModulesPending,
      errors,
      seesAll,
    };
  }, [
    all.data,
    all.error,
    allLoading,
    entries.data,
    entries.error,
    entriesLoading,
    demos.data,
    demos.error,
    demosLoading,
    company.data,
    companyLoading,
    seesAll,
    ready,
    role,
    companyId,
    companyPending,
    untitled,
  ]);
};
