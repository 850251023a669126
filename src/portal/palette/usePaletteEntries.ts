/**
 * What the command palette offers for a text: the screens the user's sidebar leads to (so a refused screen never
 * appears), and records of every resource whose definition declares `search`, found on the server as the user types
 * (debounced; a superseded search is cancelled). Records come from the API, which only answers what the user may see.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { getConfig } from '../../../providers/config';
import { canAccessResource, type UserRoles } from '../../framework/access';
import { representation } from '../../framework/recordValue';
import { buildMenu } from '../../framework/menu';
import { basePattern, parentParams, recordPath } from '../../framework/paths';
import type { ResourceDefinition } from '../../framework/types';
import { useDefinitions } from '../../framework/views/DefinitionsContext';
import { useUserRoles } from '../../framework/views/useUserRoles';
import { companyQuery } from '../../framework/company/queries';
import { useSelectedCompany } from '../../framework/company/SelectedCompany';
import { useDebounced } from '../../shared/useDebounced';

export interface PaletteEntry {
  /** Unique, and stable across searches: what recent destinations are remembered by. */
  key: string;
  /** The group it is listed under: 'Screens', or a resource's plural label. */
  group: string;
  label: string;
  detail?: string;
  to: string;
}

const PER_KIND = 4;
const MIN_CHARS = 2;

const matches = (text: string, query: string) => text.toLocaleLowerCase('en-GB').includes(query.toLocaleLowerCase('en-GB'));

/** Every screen the user's sidebar offers, with a record entry's tabs ("Anglia Rail › Schemes"). */
const useScreens = (roles: UserRoles, companyId: string | undefined): PaletteEntry[] => {
  const definitions = useDefinitions();
  const translate = useTranslate();
  const group = translate('portico.shell.palette.screens');
  return useMemo(() => {
    const items = buildMenu(definitions, { ...roles, platform: getConfig().targetPlatform, params: { companyId } })
      .flatMap((g) => g.items)
      // An entry shown only on a run-time condition (a hook the sidebar calls) is left to the sidebar.
      .filter((item) => !item.pending && !item.visibleWhen && item.to);
    const home: PaletteEntry = { key: 'screen:/dashboard', group, label: translate('portico.shell.palette.home'), to: '/dashboard' };
    return [
      home,
      ...items.flatMap((item): PaletteEntry[] => {
        const label = translate(item.labelKey);
        const own = { key: `screen:${item.to}`, group, label, to: item.to };
        const tabs = (item.record?.tabs ?? []).map((tab) => ({
          key: `screen:${tab.to}`,
          group,
          label: `${label} › ${translate(tab.labelKey)}`,
          to: tab.to,
        }));
        return [own, ...tabs];
      }),
    ];
  }, [definitions, roles, companyId, group, translate]);
};

/** Where a found record opens: its update screen when the user may change it, else its view; parents from the record. */
const pathOf = (definitions: ResourceDefinition[], def: ResourceDefinition, record: RaRecord, roles: UserRoles, companyId?: string) => {
  const mode = canAccessResource(definitions, { action: 'edit', resource: def.name, ...roles }) ? 'update' : 'view';
  const params = Object.fromEntries(
    parentParams(basePattern(def, mode)).map((name) => [name, String(record[name] ?? (name === 'companyId' ? companyId : ''))]),
  );
  return recordPath(def, mode, record.id, params);
};

/** The definition's own second line, and the record's company where it has one (namesakes across clients). */
const detailOf = (def: ResourceDefinition, record: RaRecord, companies: { id: string; name: string }[]) => {
  const company = typeof record.companyId === 'string' ? companies.find((c) => c.id === record.companyId)?.name : undefined;
  return [def.search?.describe?.(record), company].filter(Boolean).join(' · ') || undefined;
};

const takesCompany = (def: ResourceDefinition) => {
  const list = def.api.getList;
  return !!list && (list.path.includes('{companyId}') || Object.values(list.query ?? {}).includes('{companyId}'));
};

export const usePaletteEntries = (text: string) => {
  const definitions = useDefinitions();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const roles = useUserRoles();
  const { companyId, companies } = useSelectedCompany();
  const queryClient = useQueryClient();
  const screens = useScreens(roles, companyId);
  const query = useDebounced(text.trim());
  const searchable = useMemo(
    () => definitions.filter((def) => def.search && canAccessResource(definitions, { action: 'list', resource: def.name, ...roles })),
    [definitions, roles],
  );
  const records = useQuery({
    queryKey: ['portico', 'palette', query, searchable.map((d) => d.name), companyId],
    enabled: query.length >= MIN_CHARS,
    queryFn: async ({ signal }) => {
      const found = await Promise.all(
        searchable.map(async (def) => {
          // A list whose endpoint takes the company (a company's retention policies) is searched in the selected one;
          // others (schemes, employers) across every company the user may see.
          const needsCompany = takesCompany(def);
          if (needsCompany && !companyId) return { def, records: [] as RaRecord[], failed: false };
          try {
            const { data } = await dataProvider.getList(def.name, {
              pagination: { page: 1, perPage: PER_KIND },
              sort: def.sort ?? { field: 'id', order: 'ASC' },
              filter: { q: query },
              meta: needsCompany ? { params: { companyId } } : undefined,
              signal,
            });
            return { def, records: data, failed: false };
          } catch (error) {
            if (signal.aborted) throw error;
            return { def, records: [] as RaRecord[], failed: true };
          }
        }),
      );
      // The found records' companies, by name: roles that see every company hold no list of them, so the few
      // not already known are read by id (cached for the session).
      const unknown = new Set(
        found.flatMap(({ records: r }) => r.map((record) => record.companyId)).filter((id): id is string => typeof id === 'string'),
      );
      companies.forEach((c) => unknown.delete(c.id));
      const named = await Promise.all([...unknown].map((id) => queryClient.fetchQuery(companyQuery(id)).catch(() => undefined)));
      return { found, companies: [...companies, ...named.filter((c) => c !== undefined)] };
    },
  });
  const entries = useMemo((): PaletteEntry[] => {
    if (!text.trim()) return [];
    const screenMatches = screens.filter((s) => matches(s.label, text.trim())).slice(0, 8);
    const recordEntries = (records.data?.found ?? []).flatMap(({ def, records: found }) =>
      found.map((record) => ({
        key: `${def.name}:${String(record.id)}`,
        group: translate(`resources.${def.name}.name`, { smart_count: 2, _: def.labels.plural }),
        label: representation(def, record),
        detail: detailOf(def, record, records.data?.companies ?? companies),
        to: pathOf(definitions, def, record, roles, companyId),
      })),
    );
    return [...screenMatches, ...recordEntries];
  }, [text, screens, records.data, definitions, roles, companyId, companies, translate]);
  const failedKinds = (records.data?.found ?? [])
    .filter((r) => r.failed)
    .map((r) => translate(`resources.${r.def.name}.name`, { smart_count: 2, _: r.def.labels.plural }));
  const searching = query !== text.trim() || (records.isFetching && query.length >= MIN_CHARS);
  return { entries, screens, searching, failedKinds };
};
