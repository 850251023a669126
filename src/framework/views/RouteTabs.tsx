/**
 * Tabs that are path segments: `…/view/{id}/{tab}`. A deep link opens its tab, the bare record URL goes
 * to the first tab, and a tab may own deeper routes (`scheme/view/{schemeId}/…`) while staying selected.
 */
import { Box, Tab, Tabs } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { usePhoneWidth } from './usePhoneWidth';

export interface RouteTab {
  path: string;
  labelKey: string;
  element: ReactNode;
  /** Where the tab links, relative to the base (defaults to `path`). */
  link?: string;
  /** Routes only, no tab of its own (e.g. `create-scheme`); `selects` names the tab shown selected meanwhile. */
  hidden?: boolean;
  selects?: string;
}

interface StripTab {
  value: string;
  label: string;
  to: string;
}

/**
 * The tab list, drawn again only when its tabs or the selected one change. MUI's Tabs measures every tab after each
 * drawing to place its indicator, which forces the browser to lay out the page at once: drawn with its record screen,
 * it laid out the whole record page again after every save (docs/performance.md).
 */
const TabStrip = memo(
  ({ tabs, selected, ariaLabel }: { tabs: StripTab[]; selected: string | false; ariaLabel: string }) => {
    // On a phone a record's tabs overflow, and 'auto' added the scroll buttons only once it had measured that, moving the
    // tabs aside as the page settled (a layout shift, issue 25). There the buttons' room is kept from the first drawing;
    // a button with nothing to scroll to is invisible. Wider screens, where the tabs usually fit, add them when needed.
    const phone = usePhoneWidth();
    return (
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={selected} aria-label={ariaLabel} variant="scrollable" scrollButtons={phone ? true : 'auto'}>
          {tabs.map((t) => (
            <Tab key={t.value} value={t.value} label={t.label} component={Link} to={t.to} />
          ))}
        </Tabs>
      </Box>
    );
  },
  (before, after) =>
    before.selected === after.selected &&
    before.ariaLabel === after.ariaLabel &&
    JSON.stringify(before.tabs) === JSON.stringify(after.tabs),
);

export const RouteTabs = ({ tabs, basePath, ariaLabel }: { tabs: RouteTab[]; basePath: string; ariaLabel: string }) => {
  const translate = useTranslate();
  const rest = useParams()['*'] ?? '';
  const current = tabs.find((t) => rest === t.path || rest.startsWith(`${t.path}/`));
  const shown = tabs.filter((t) => !t.hidden);
  const selected = current?.hidden ? current.selects : current?.path;
  const selectedTab = shown.find((t) => t.path === selected);
  if (shown.length === 0) return null;
  return (
    <>
      {shown.length > 1 && (
        <TabStrip
          tabs={shown.map((t) => ({ value: t.path, label: translate(t.labelKey), to: `${basePath}/${t.link ?? t.path}` }))}
          selected={selectedTab?.path ?? false}
          ariaLabel={ariaLabel}
        />
      )}
      {/* A name only on a tab panel: on a plain div (a single tab, no tab list) aria-label is prohibited. */}
      <Box
        role={shown.length > 1 ? 'tabpanel' : undefined}
        aria-label={shown.length > 1 && selectedTab ? translate(selectedTab.labelKey) : undefined}
        sx={{ pt: 2 }}
      >
        <Routes>
          {tabs.map((t) => (
            <Route key={t.path} path={`${t.path}/*`} element={t.element} />
          ))}
          <Route index element={<Navigate to={`${basePath}/${shown[0].link ?? shown[0].path}`} replace />} />
          <Route path="*" element={<Navigate to={`${basePath}/${shown[0].link ?? shown[0].path}`} replace />} />
        </Routes>
      </Box>
    </>
  );
};
