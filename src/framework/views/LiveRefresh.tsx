import { Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { LiveSignal } from '../../../providers/liveEvents';
import type { ResourceDefinition } from '../types';
import { useLiveEvents } from './useLiveEvents';
import { visuallyHidden } from './visuallyHidden';

/** Events close together are read as one change: one read again, one announcement. */
const GATHER_MS = 300;

/**
 * A live resource (`live: { topic }`) read again when its topic says a record changed, so a list shows a new or
 * withdrawn record within a second or two without a reload; every read of the resource (its list, an open record) is
 * read again, once for events that come together. The events that the catalogue words as `resources.{name}.live.{type}`
 * (an approver's "1 new request") are announced politely in a status region that is always there, so screen readers
 * hear the change without losing their place.
 */
export const LiveRefresh = ({ definition }: { definition: ResourceDefinition }) => {
  const queryClient = useQueryClient();
  const translate = useTranslate();
  // Numbered, so a second "1 new request" is a new node that screen readers announce again.
  const [announcement, setAnnouncement] = useState({ words: '', n: 0 });
  const gathered = useRef<{ timer?: ReturnType<typeof setTimeout>; counts: Map<string, number> }>({ counts: new Map() });

  useEffect(() => () => clearTimeout(gathered.current.timer), []);

  useLiveEvents(definition.live?.topic, (signal: LiveSignal) => {
    const batch = gathered.current;
    if (signal.kind === 'event') batch.counts.set(signal.event.type, (batch.counts.get(signal.event.type) ?? 0) + 1);
    batch.timer ??= setTimeout(() => {
      const counts = [...batch.counts];
      batch.timer = undefined;
      batch.counts = new Map();
      void queryClient.invalidateQueries({ queryKey: [definition.name] });
      const words = counts
        .map(([type, count]) => translate(`resources.${definition.name}.live.${type}`, { smart_count: count, _: '' }))
        .filter(Boolean);
      if (words.length > 0) setAnnouncement((previous) => ({ words: words.join(' '), n: previous.n + 1 }));
    }, GATHER_MS);
  });

  return (
    <Box role="status" aria-live="polite" sx={visuallyHidden}>
      <span key={announcement.n}>{announcement.words}</span>
    </Box>
  );
};
