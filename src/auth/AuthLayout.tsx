import type { ReactNode } from 'react';
import { Alert, AlertTitle, Box, Container, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from '../../providers/i18n/I18nContext';
import { useBranding } from './useBranding';

export const BrandLogo = ({ height = 40 }: { height?: number }) => {
  const translate = useTranslate();
  const { branding } = useBranding();
  return (
    <Box
      component="img"
      src={branding.logoUrl}
      alt={translate('portico.auth.logoAlt', { name: branding.name })}
      sx={{ height, width: 'auto', display: 'block' }}
    />
  );
};

/** The sign-in app's page frame: the tenant's logo and name, one titled card, and a footer. */
export const AuthLayout = ({
  title,
  children,
  footer,
  wide = false,
  aside,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  aside?: ReactNode;
}) => {
  const translate = useTranslate();
  const { branding } = useBranding();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Link
        href="#auth-main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 16, top: 16, zIndex: 1, bgcolor: 'background.paper', p: 1 },
        }}
      >
        {translate('portico.auth.skipToContent')}
      </Link>
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 3, py: 2, bgcolor: 'background.paper', boxShadow: 1 }}
      >
        <BrandLogo />
        <Typography component="p" variant="h3" sx={{ flexGrow: 1 }}>
          {branding.name}
        </Typography>
        {aside}
      </Box>
      <Container component="main" id="auth-main" tabIndex={-1} maxWidth={wide ? 'md' : 'xs'} sx={{ flexGrow: 1, py: 5 }}>
        {branding.maintenanceNotice && (
          // Plain text from the console (never HTML): planned downtime, said before anyone signs in.
          <Alert severity="warning" role="status" sx={{ mb: 2 }}>
            <AlertTitle>{translate('portico.auth.maintenance')}</AlertTitle>
            {branding.maintenanceNotice}
          </Alert>
        )}
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h1" gutterBottom>
            {title}
          </Typography>
          {children}
        </Paper>
      </Container>
      <Box component="footer" sx={{ px: 3, py: 2, textAlign: 'center', color: 'text.secondary' }}>
        {footer}
      </Box>
    </Box>
  );
};

export const RouterLinkText = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link component={RouterLink} to={to}>
    {children}
  </Link>
);
