/**
 * "Chrome 131 on Windows", with the raw string kept as a tooltip for support staff.
 * @custom A display of one field (a browser string in words, the raw string as its tooltip), named in
 * `fields.display`.
 */
import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { describeUserAgent } from '../../src/shared/userAgent';

export const UserAgent = () => {
  const event = useRecordContext<{ id: string; userAgent: string | null }>();
  const translate = useTranslate();
  if (!event) return null;
  const agent = event.userAgent;
  const { browser, version, system } = describeUserAgent(agent);
  const key = browser ? (system ? 'browserOn' : 'browserOnly') : system ? 'unknownOn' : 'unknown';
  const words = translate(`resources.userAuthEvents.agent.${key}`, { browser, version: version ?? '', system }).replace(/\s+/g, ' ');
  return (
    <Box component="span" title={agent ?? undefined} sx={{ display: 'inline-block', maxWidth: 360, overflowWrap: 'anywhere' }}>
      {words.trim()}
    </Box>
  );
};
