/**
 * The audit's filters: event, and a from/to date range checked with spec 5's date-range rules. The list's filters
 * (kept in the URL by react-admin) change only while the whole form is valid, so an invalid range sends nothing.
 */
import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { dateAfter, dateBefore, validateForm, type FormValues } from '../../../src/shared/validation';
import { AUDIT_EVENTS } from '../../defaultSchemeAccessAudits';

const K = 'resources.defaultSchemeAccessAudits';

interface Values {
  event: string;
  from: string;
  to: string;
}

const clean = (values: Values) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) as Partial<Values>;

export const AuditFilters = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [values, setValues] = useState<Values>(() => ({
    event: String(filterValues.event ?? ''),
    from: String(filterValues.from ?? ''),
    to: String(filterValues.to ?? ''),
  }));
  const labels = { from: translate(`${K}.audit.from`), to: translate(`${K}.audit.to`) };
  const errors = validateForm(values as unknown as FormValues, { from: dateBefore(labels.from, 'to'), to: dateAfter(labels.to, 'from') });

  const change = (field: keyof Values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    const invalid = Object.keys(
      validateForm(next as unknown as FormValues, { from: dateBefore(labels.from, 'to'), to: dateAfter(labels.to, 'from') }),
    );
    if (invalid.length === 0) setFilters(clean(next), {});
  };

  const dateField = (field: 'from' | 'to') => (
    <TextField
      id={`dsa-audit-${field}`}
      type="date"
      size="small"
      label={labels[field]}
      value={values[field]}
      onChange={change(field)}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? ' '}
      slotProps={{ inputLabel: { shrink: true }, formHelperText: { role: errors[field] ? 'alert' : undefined } }}
    />
  );

  return (
    <Stack
      component="form"
      role="search"
      aria-label={translate(`${K}.audit.filters`)}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 1 }}
      onSubmit={(e) => e.preventDefault()}
    >
      <TextField
        id="dsa-audit-event"
        select
        size="small"
        label={translate(`${K}.audit.event`)}
        value={values.event}
        onChange={change('event')}
        helperText=" "
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{translate(`${K}.audit.allEvents`)}</MenuItem>
        {AUDIT_EVENTS.map((e) => (
          <MenuItem key={e.id} value={e.id}>
            {translate(`${K}.choices.event.${e.id}`)}
          </MenuItem>
        ))}
      </TextField>
      {dateField('from')}
      {dateField('to')}
    </Stack>
  );
};
