/**
 * What an audit entry changed: one line per field, "field: before → after", an empty value said as such.
 * @custom A display of one field (a list of before → after pairs); the definition names it in `fields.display`, which
 * is the framework's way for a value drawn in a resource's own words.
 */
import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { EMPTY, type Change } from './changes';

export const ChangesField = () => {
  const record = useRecordContext<{ id: string; changes?: Change[] }>();
  const translate = useTranslate();
  const changes = record?.changes ?? [];
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, maxWidth: 480, overflowWrap: 'anywhere' }}>
      {changes.map((change) => (
        <li key={change.field}>
          {translate('resources.auditTrail.change', {
            field: change.field,
            before: change.before ?? EMPTY,
            after: change.after ?? EMPTY,
          })}
        </li>
      ))}
    </Box>
  );
};
