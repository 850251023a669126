/**
 * The MUI theme of both apps: calm navy and teal on white, with every text/background pair at WCAG AA contrast
 * or better. MUI's built-in texts are already English; the page language (en-GB) is set on <html>.
 */
import { createTheme } from '@mui/material/styles';
import { translate } from '../../providers/i18n/translate';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1d4e89', dark: '#123563', light: '#4a74a8', contrastText: '#ffffff' },
    secondary: { main: '#0f6b67', contrastText: '#ffffff' },
    error: { main: '#b3261e' },
    warning: { main: '#8a5300' },
    // MUI's default info blue (#0288d1) is 3.9:1 against its white text: the 'Invited' chip failed axe.
    info: { main: '#01579b' },
    success: { main: '#1e6b34' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { primary: '#1b2430', secondary: '#4a5565' },
    divider: '#d5dbe3',
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.375rem', fontWeight: 600 },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // People who ask their system for less motion get none: no fades, slides or colour transitions (which also
    // leaves no half-faded colours for an accessibility check to catch mid-change).
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { transitionDuration: '0s !important', animationDuration: '0s !important' },
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    // A spinner is a progressbar and needs a name (react-admin's own loading indicators set none).
    MuiCircularProgress: { defaultProps: { 'aria-label': translate('portico.shell.busy') } },
    // A visible focus ring for keyboard users on every interactive element.
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: '3px solid #f2a900', outlineOffset: 2 } } },
    },
  },
});
