import { Box } from '@mui/material';
import { sanitiseHtml } from '../../shared/sanitize';

/** Server HTML as users see it: always through the portal's one sanitiser (src/shared/sanitize.ts). */
export const SafeHtml = ({ html }: { html: string }) => (
  // dangerouslySetInnerHTML: safe, the portal's one sanitiser (the agreement pages' too) cleans it on the same line.
  <Box sx={{ '& a': { color: 'primary.main' } }} dangerouslySetInnerHTML={{ __html: sanitiseHtml(html) }} />
);
