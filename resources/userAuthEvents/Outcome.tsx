/** An authentication event's outcome as a chip: green for a success, red for a failure. */
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

export const Outcome = () => {
  const event = useRecordContext<{ id: string; outcome: string }>();
  const translate = useTranslate();
  if (!event) return null;
  return (
    <Chip
      size="small"
      color={event.outcome === 'Success' ? 'success' : 'error'}
      variant="outlined"
      label={translate(`resources.userAuthEvents.choices.outcome.${event.outcome}`, { _: event.outcome })}
    />
  );
};
