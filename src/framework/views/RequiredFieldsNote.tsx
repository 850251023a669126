import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldDefinition } from '../types';
import { isMarkedRequired } from './fieldComponents';

/**
 * Said once, above a form's first field: "Fields marked * are required" (docs/decisions.md, "Required fields"). Given
 * the form's fields, only where some are marked and some are not: where every field is required there is nothing to
 * tell apart, and where none is there is no mark to explain. Without `fields` (a hand-written form) it always shows.
 */
export const RequiredFieldsNote = ({ fields, mode = 'edit' }: { fields?: FieldDefinition[]; mode?: 'create' | 'edit' }) => {
  const translate = useTranslate();
  if (fields) {
    const marked = fields.filter((f) => isMarkedRequired(f, mode)).length;
    if (marked === 0 || marked === fields.length) return null;
  }
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {translate('portico.forms.requiredNote')}
    </Typography>
  );
};
