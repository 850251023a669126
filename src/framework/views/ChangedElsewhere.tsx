import { Alert, Button } from '@mui/material';
import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { LiveSignal } from '../../../providers/liveEvents';
import { useDefinition } from './DefinitionContext';
import { useLiveEvents } from './useLiveEvents';

/**
 * On a live resource's record screen: when an event says the open record now holds other values than the screen shows
 * (its payload: an access request's new approval status), the screen says so above the record, with Reload, before the
 * user acts on what they see. The user's own change is no news: its answer updates the record, which then agrees with
 * the event, and nothing is judged while a change of this tab is still under way.
 */
export const ChangedElsewhere = ({ reload }: { reload: () => unknown }) => {
  const { definition } = useDefinition();
  const record = useRecordContext();
  const translate = useTranslate();
  const saving = useIsMutating() > 0;
  const [latest, setLatest] = useState<Record<string, unknown> | undefined>();

  useLiveEvents(definition.live?.topic, (signal: LiveSignal) => {
    if (signal.kind === 'event' && record && signal.event.recordId === String(record.id)) setLatest(signal.event.payload);
  });

  const differs = !!latest && !!record && Object.entries(latest).some(([field, value]) => field in record && record[field] !== value);
  if (!differs || saving) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void reload()}>
          {translate('portico.shell.record.reload')}
        </Button>
      }
    >
      {translate('portico.shell.record.changedElsewhere')}
    </Alert>
  );
};
