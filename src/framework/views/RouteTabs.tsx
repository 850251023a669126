/**
 * Tabs that are path segments: `…/view/{id}/{tab}`. A deep link opens its tab, the bare record URL goes
 * to the first tab, and a tab may own deeper routes (`scheme/view/{schemeId}/…`) while staying selected.
 */
import { Box, Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link, Navigate, Route, Routes, useParams } from 'react-router-dom';

export interface RouteTab {
  path: string;
  labelKey: string;
  element: ReactNode;
}

export const RouteTabs = ({ tabs, basePath, ariaLabel }: { tabs: RouteTab[]; basePath: string; ariaLabel: string }) => {
  const translate = useTranslate();
  const rest = useParams()['*'] ?? '';
  const current = tabs.find((t) => rest === t.path || rest.startsWith(`${t.path}/`));
  if (tabs.length === 0) return null;
  return (
    <>
      {tabs.length > 1 && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs value={current?.path ?? false} aria-label={ariaLabel} variant="scrollable" scrollButtons="auto">
            {tabs.map((t) => (
              <Tab key={t.path} value={t.path} label={translate(t.labelKey)} component={Link} to={`${basePath}/${t.path}`} />
            ))}
          </Tabs>
        </Box>
      )}
      <Box role={tabs.length > 1 ? 'tabpanel' : undefined} aria-label={current ? translate(current.labelKey) : undefined} sx={{ pt: 2 }}>
        <Routes>
          {tabs.map((t) => (
            <Route key={t.path} path={`${t.path}/*`} element={t.element} />
          ))}
          <Route index element={<Navigate to={`${basePath}/${tabs[0].path}`} replace />} />
          <Route path="*" element={<Navigate to={`${basePath}/${tabs[0].path}`} replace />} />
        </Routes>
      </Box>
    </>
  );
};
