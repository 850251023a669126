import { Breadcrumbs as MuiBreadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { breadcrumbTrail, buildBreadcrumbMap, type BreadcrumbMap, type Crumb } from '../framework/breadcrumbs';
import { recordMeta, type RouteParams } from '../framework/paths';
import type { ResourceDefinition } from '../framework/types';
import { useDefinitions } from '../framework/views/DefinitionsContext';
import { useRecordLabel } from './useRecordLabel';

/** The spec builds the route → parent map after a short delay, so first paint is not held up by it. */
export const BREADCRUMB_BUILD_DELAY_MS = 50;

const useBreadcrumbMap = (definitions: ResourceDefinition[]) => {
  const [map, setMap] = useState<BreadcrumbMap | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setMap(buildBreadcrumbMap(definitions)), BREADCRUMB_BUILD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [definitions]);
  return map;
};

const RecordCrumbLabel = ({ resource, params, idParam }: { resource: string; params: RouteParams; idParam: string }) => {
  const translate = useTranslate();
  const definition = useDefinitions().find((d) => d.name === resource);
  // Some records can only be read through a screen of their own (no getOne): never ask the API for them.
  const readable = Boolean(definition?.api.getOne || definition?.api.simpleRest);
  const meta = definition && recordMeta(definition, params);
  const { label, error } = useRecordLabel(resource, params[idParam] ?? '', { meta, enabled: readable });
  // Without a fetch, react-admin still offers the record from a list already loaded (placeholder data).
  if (label !== undefined) return <>{label}</>;
  return <>{readable && !error ? '…' : translate(`resources.${resource}.name`, { smart_count: 1 })}</>;
};

const CrumbLabel = ({ crumb }: { crumb: Crumb }) => {
  const translate = useTranslate();
  const { label } = crumb;
  if (label.kind === 'text') return <>{translate(label.key, label.options)}</>;
  if (label.kind === 'create') return <>{translate(`resources.${label.resource}.createTitle`)}</>;
  return <RecordCrumbLabel resource={label.resource} params={crumb.params} idParam={label.idParam} />;
};

export const Breadcrumbs = ({ definitions }: { definitions: ResourceDefinition[] }) => {
  const map = useBreadcrumbMap(definitions);
  const { pathname } = useLocation();
  const translate = useTranslate();
  const trail = useMemo<Crumb[]>(() => {
    // Every trail starts at the home page; pages outside the map (the dashboard itself) show just that.
    const home: Crumb = { path: '/dashboard', label: { kind: 'text', key: 'portico.shell.dashboard.title' }, params: {} };
    return [home, ...(map ? breadcrumbTrail(map, pathname) : [])];
  }, [map, pathname]);
  const here = pathname.replace(/\/$/, '');
  return (
    <MuiBreadcrumbs aria-label={translate('portico.shell.breadcrumbs.label')} sx={{ mt: 1 }}>
      {trail.map((crumb, index) =>
        index === trail.length - 1 && (crumb.path === here || here.startsWith('/dashboard')) ? (
          <Typography key={crumb.path} color="text.primary" aria-current="page">
            <CrumbLabel crumb={crumb} />
          </Typography>
        ) : (
          <MuiLink key={crumb.path} component={Link} to={crumb.path} underline="hover" color="inherit">
            <CrumbLabel crumb={crumb} />
          </MuiLink>
        ),
      )}
    </MuiBreadcrumbs>
  );
};
