import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { request } from '../../providers/http';
import type { PortalWire } from '../../providers/wire';
import { useBranding } from './useBranding';
import { retryTransient } from './retry';

/** `{product name} v{version}` (spec 1, 9), the version from `GET /productInfo`. */
export const Footer = () => {
  const translate = useTranslate();
  const { name } = useBranding();
  const { data: version } = useQuery({
    retry: retryTransient,
    queryKey: ['portico', 'productInfo'],
    queryFn: async ({ signal }) => (await request<PortalWire['ProductInfo']>('portal', '/api/v1/productInfo', { signal })).json?.version,
    staleTime: Infinity,
  });
  // On a phone react-admin fixes a form's toolbar to the screen's bottom edge: room below keeps the footer above it.
  return (
    <Box component="footer" sx={{ mt: 'auto', pt: 2, pb: { xs: 10, sm: 2 }, textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {version ? translate('portico.shell.footer', { name, version }) : name}
      </Typography>
    </Box>
  );
};
