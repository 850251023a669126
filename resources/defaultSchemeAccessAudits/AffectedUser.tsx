/**
 * The user a change affected: the name with the email beneath it, or a dash for a company-wide change.
 * @custom A display of one field (a name over an email, or a dash), named in `fields.display`.
 */
import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

export const AffectedUser = () => {
  const audit = useRecordContext<{ id: string; userName?: string | null; userEmail?: string | null }>();
  const translate = useTranslate();
  if (!audit) return null;
  return (
    <Typography component="span" variant="body2">
      {audit.userName ? (
        <>
          {audit.userName}
          {audit.userEmail && (
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {audit.userEmail}
            </Typography>
          )}
        </>
      ) : (
        translate('resources.defaultSchemeAccessAudits.audit.noUser')
      )}
    </Typography>
  );
};
