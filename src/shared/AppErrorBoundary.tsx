import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { translate } from '../../providers/i18n/translate';

/**
 * The last line of defence: an app chunk that fails to load (a deploy replaced it, the network dropped)
 * or a render error shows a way back instead of a blank page.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('The portal failed to render', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', mt: 8, px: 2 }}>
        <Alert severity="error" role="alert">
          <AlertTitle>{translate('portico.shell.error.title')}</AlertTitle>
          {translate('portico.shell.error.body')}
          <Box sx={{ mt: 2 }}>
            <Button variant="contained" onClick={() => window.location.reload()}>
              {translate('portico.shell.error.retry')}
            </Button>
          </Box>
        </Alert>
      </Box>
    );
  }
}
