/**
 * The portal's MUI theme: calm navy and teal on white, with every text/background pair at WCAG AA contrast or better
 * (the sign-in app, which carries no MUI, takes the same colours in src/auth/auth.css). MUI's built-in texts (a
 * field's Open and Clear buttons, a pager's labels, an alert's Close) come from the catalogue like every other word:
 * `muiTexts` below, as MUI's locale objects set them.
 */
import { alpha, createTheme, darken, lighten, type Theme } from '@mui/material/styles';
import { translate } from '../../providers/i18n/translate';
import { accessibleShade } from './contrast';

const PORTICO_PRIMARY = '#1d4e89';
const PAGE = '#f4f6f9';

/**
 * The theme in a tenant's primary colour (white label): app bar, buttons, links and the focus ring take it. A colour
 * too light for white text is darkened to the first shade at AA (computed), and anything not a hex colour is ignored.
 */
/**
 * The darkest light surface the brand colour is read on as text: a hovered or selected table row (up to 8% black
 * over white or the page grey). White text on the colour is always lighter-contrast than that, so one check covers
 * both places it meets.
 */
const DARKEST_SURFACE = '#ebebeb';

/** The tenant's colour as the portal uses it: itself when AA on every surface, else the first darker shade that is. */
export const brandShade = (colour: string): string | undefined => accessibleShade(colour, DARKEST_SURFACE);

type PagerItem = 'first' | 'last' | 'next' | 'previous' | 'page' | 'start-ellipsis' | 'end-ellipsis';

/** Secondary text: 7.5:1 on white, 7:1 on the page grey. */
const TEXT_SECONDARY = '#4a5565';

/** The words MUI's components say of themselves, from the catalogue (read when the theme is made). */
const muiTexts = () => {
  const t = (key: string, options?: Record<string, unknown>) => translate(`portico.shell.controls.${key}`, options);
  return {
    MuiAutocomplete: {
      defaultProps: {
        openText: t('open'),
        closeText: t('close'),
        clearText: t('clear'),
        loadingText: t('loading'),
        noOptionsText: t('noOptions'),
      },
    },
    MuiAlert: { defaultProps: { closeText: t('close') } },
    MuiBreadcrumbs: { defaultProps: { expandText: t('showPath') } },
    MuiTablePagination: {
      defaultProps: {
        labelRowsPerPage: t('rowsPerPage'),
        labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
          count === -1 ? t('rangeOpen', { from, to }) : t('range', { from, to, count }),
        getItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') => t(type),
      },
    },
    MuiPagination: {
      defaultProps: {
        'aria-label': t('pagination'),
        getItemAriaLabel: (type: PagerItem, page: number | null, selected: boolean) =>
          type === 'page' ? t(selected ? 'currentPage' : 'page', { page }) : t(type),
      },
    },
  };
};

export const createPorticoTheme = (brandPrimary?: string | null): Theme => {
  const main = (brandPrimary && brandShade(brandPrimary)) || PORTICO_PRIMARY;
  return createTheme({
    palette: {
      mode: 'light',
      primary: { main, dark: darken(main, 0.3), light: lighten(main, 0.25), contrastText: '#ffffff' },
      secondary: { main: '#0f6b67', contrastText: '#ffffff' },
      error: { main: '#b3261e' },
      warning: { main: '#8a5300' },
      // MUI's default info blue (#0288d1) is 3.9:1 against its white text: the 'Invited' chip failed axe.
      info: { main: '#01579b' },
      success: { main: '#1e6b34' },
      background: { default: PAGE, paper: '#ffffff' },
      text: { primary: '#1b2430', secondary: TEXT_SECONDARY },
      divider: '#d5dbe3',
    },
    shape: { borderRadius: 6 },
    // react-admin's sidebar (240 px by default) is widened so the company picker shows most names in full.
    sidebar: { width: 280, closedWidth: 55 },
    typography: {
      fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.375rem', fontWeight: 600 },
      h3: { fontSize: '1.125rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      ...muiTexts(),
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
      // react-admin's list toolbar keeps its buttons on one line, right-aligned: on a phone Invite and Export slid off
      // the left edge, out of reach. They wrap instead; a wide table scrolls inside its own box, never the page.
      RaTopToolbar: { styleOverrides: { root: { flexWrap: 'wrap', whiteSpace: 'normal' } } },
      RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
      // react-admin's page-loading message is in the 'disabled' grey (2.6:1 on the page): the secondary text colour
      // reads at AA (axe failed the company wizard's step while it loaded).
      RaLoading: { styleOverrides: { root: { '& .RaLoading-message': { color: TEXT_SECONDARY } } } },
      // Record tabs scroll sideways on a narrow screen rather than widening the page.
      MuiTabs: { defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true } },
      MuiLink: { defaultProps: { underline: 'always' } },
      MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
      // A spinner is a progressbar and needs a name (react-admin's own loading indicators set none).
      MuiCircularProgress: { defaultProps: { 'aria-label': translate('portico.shell.busy') } },
      // A visible focus ring for keyboard users on every interactive element: the brand colour (AA against white, so
      // well over the 3:1 a focus indicator needs) with a white halo, and white on the brand-coloured app bar.
      // No ripple: the focus ring below marks keyboard focus, hover and press still shade a button, and drawing the
      // ripple on every press was much of what a press cost on a slow computer (docs/performance.md, decisions.md).
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: `3px solid ${main}`, outlineOffset: 2, boxShadow: `0 0 0 2px #ffffff` } },
        },
      },
      MuiAppBar: {
        styleOverrides: {
          root: { '& .Mui-focusVisible': { outlineColor: '#ffffff', boxShadow: `0 0 0 2px ${alpha('#000000', 0.6)}` } },
        },
      },
    },
  });
};

export const theme = createPorticoTheme();
