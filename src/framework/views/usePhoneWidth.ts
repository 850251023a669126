import { useMediaQuery, type Theme } from '@mui/material';

/** Below MUI's `sm` breakpoint: a phone held upright, where the sidebar is a drawer and rows stack. */
export const usePhoneWidth = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
