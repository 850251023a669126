/**
 * The selected company and the URL (spec 4): which pages are scoped to a company, and whether the URL or the
 * selection wins when they disagree. Which companies a role sees is the framework's (`framework/company/selection.ts`).
 */
import { matchPath } from 'react-router-dom';
import { hasAnyRole, type Role } from '../../shared/roles';
import type { ResourceDefinition } from '../../framework/types';
import { basePattern, createPath, recordIdParam, recordPattern } from '../../framework/paths';
import type { CompanyChoice } from '../../framework/company/search';

/** For these roles a company in the URL wins over the selection; for others the URL follows the selection. */
const URL_COMPANY_WINS: readonly Role[] = ['ClientAdmin', 'Manager', 'Analyst', 'Viewer'];

/**
 * Route patterns whose `:companyId` is the selected company: every top-level definition base that carries one. Pages
 * about the company they name (nested under its record screen, or `company: 'url'`) are not: they show that company,
 * whichever is selected.
 */
export const companyScopedPatterns = (definitions: ResourceDefinition[]) => [
  ...new Set(
    definitions
      .filter((d) => !d.parent && d.company !== 'url')
      .map((d) => basePattern(d))
      .filter((base) => base.includes(':companyId'))
      .map((base) => `${base}/*`),
  ),
];

/**
 * Route patterns of a company's own record pages (its view, update and set-up wizard, and everything nested under
 * them): the records whose id the screens under them call `:companyId`. Opening one selects that company, so the menu's
 * company entries act on the company on screen; the URL is never rewritten (the page is about the company it names).
 */
export const companyRecordPatterns = (definitions: ResourceDefinition[]) =>
  definitions
    .filter((d) => !d.parent && d.route.base !== undefined && recordIdParam(definitions, d) === 'companyId')
    .flatMap((d) => [
      ...(d.route.views.view ? [recordPattern(d, 'view', 'companyId')] : []),
      ...(d.route.views.update ? [recordPattern(d, 'update', 'companyId')] : []),
      ...(d.route.views.create ? [`${createPath(d)}/:companyId`] : []),
    ])
    .map((pattern) => `${pattern}/*`);

/** The company whose record page this is (see `companyRecordPatterns`). */
export const companyOfRecord = (patterns: string[], pathname: string): { companyId: string; routed: true; record: true } | undefined => {
  for (const pattern of patterns) {
    const companyId = matchPath(pattern, pathname)?.params.companyId;
    if (companyId) return { companyId, routed: true, record: true };
  }
  return undefined;
};

/** The dashboard's pages, the only ones whose `?companyId=` is the selected company (spec 2.3). */
const DASHBOARD = /^\/dashboard(\/|$)/;

/**
 * The company a page's URL names (path param on router-driven pages, `?companyId=` on the dashboard). Another page's
 * `?companyId=` is its own parameter (the invite wizard opened from a company names the company to invite into).
 */
export const companyInUrl = (patterns: string[], pathname: string, search: string): { companyId: string; routed: boolean } | undefined => {
  for (const pattern of patterns) {
    const match = matchPath(pattern, pathname);
    if (match?.params.companyId) return { companyId: match.params.companyId, routed: true };
  }
  const fromQuery = DASHBOARD.test(pathname) ? new URLSearchParams(search).get('companyId') : null;
  return fromQuery ? { companyId: fromQuery, routed: false } : undefined;
};

/** The same page for another company. */
export const withCompany = (pathname: string, search: string, from: string, to: string, routed: boolean) => {
  if (routed) return { pathname: pathname.replace(`/company/${from}/`, `/company/${to}/`), search };
  const query = new URLSearchParams(search);
  query.set('companyId', to);
  return { pathname, search: `?${query.toString()}` };
};

type UrlCompany = { companyId: string; routed: boolean; record?: boolean };

export type SyncDecision =
  { kind: 'none' } | { kind: 'select'; companyId: string } | { kind: 'rewrite'; to: { pathname: string; search: string } };

/** What to do when the URL and the selection disagree. */
export const decideSync = (
  role: string | undefined,
  url: UrlCompany | undefined,
  selected: string | undefined,
  available: CompanyChoice[],
  location: { pathname: string; search: string },
): SyncDecision => {
  if (!url || !selected || url.companyId === selected) return { kind: 'none' };
  const urlCompanyAvailable = available.some((c) => c.id === url.companyId);
  // A company's record page selects it, for every role; one the user cannot open shows its own error, selecting nothing.
  if (url.record) return urlCompanyAvailable ? { kind: 'select', companyId: url.companyId } : { kind: 'none' };
  if (url.routed && urlCompanyAvailable && hasAnyRole(role, URL_COMPANY_WINS)) return { kind: 'select', companyId: url.companyId };
  return { kind: 'rewrite', to: withCompany(location.pathname, location.search, url.companyId, selected, url.routed) };
};
