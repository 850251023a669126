import { Box, CircularProgress } from '@mui/material';
import { translate } from '../../providers/i18n/translate';

/** Shown while an app's code loads: before either app (and its theme) is there, so plain and light. */
export const AppLoading = () => (
  <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
    <CircularProgress aria-label={translate('portico.shell.loading')} />
  </Box>
);
