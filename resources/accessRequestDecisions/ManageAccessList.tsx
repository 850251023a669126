/**
 * "Manage Access" is one page with two tabs (`/data/access/manage/{tabName}`): the requests to decide and the
 * grants they produced. Each tab is its own resource's generated list; this puts the tab header above it.
 */
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { ResourceList } from '../../src/framework/views';

export const MANAGE_ACCESS_TABS = [
  { path: '/data/access/manage/request-access', labelKey: 'resources.accessRequestDecisions.page.tabs.requestAccess' },
  { path: '/data/access/manage/data-access-details', labelKey: 'resources.accessRequestDecisions.page.tabs.dataAccessDetails' },
] as const;

export const ManageAccessList = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const current = MANAGE_ACCESS_TABS.find((t) => pathname === t.path || pathname.startsWith(`${t.path}/`));
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="h5" component="h1">
        {translate('resources.accessRequestDecisions.page.title')}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={current?.path ?? false} aria-label={translate('resources.accessRequestDecisions.page.title')}>
          {MANAGE_ACCESS_TABS.map((t) => (
            <Tab key={t.path} value={t.path} label={translate(t.labelKey)} component={Link} to={t.path} />
          ))}
        </Tabs>
      </Box>
      <ResourceList />
    </Box>
  );
};

export default ManageAccessList;
