import { Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export interface TrailCrumb {
  label: string;
  to?: string;
}

/**
 * The drill-down path inside the tab (company → product → scheme → employers). The portal's breadcrumbs stop
 * at the user's page, because the framework's breadcrumb map only knows routes a definition declares.
 */
export const Trail = ({ crumbs }: { crumbs: TrailCrumb[] }) => {
  const translate = useTranslate();
  return (
    <Breadcrumbs aria-label={translate('resources.users.permissions.trail')} sx={{ mb: 2 }}>
      {crumbs.map((crumb, i) =>
        crumb.to && i < crumbs.length - 1 ? (
          <MuiLink key={i} component={Link} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </MuiLink>
        ) : (
          <Typography key={i} color="text.primary" aria-current={i === crumbs.length - 1 ? 'page' : undefined}>
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
};
