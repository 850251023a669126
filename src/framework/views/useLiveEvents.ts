import { useEffect, useRef } from 'react';
import type { LiveSignal, LiveTopic } from '../../../providers/liveEvents';

/**
 * Hears the live events of `topic` while the component is mounted (providers/liveEvents.ts, fetched the first time a
 * screen asks, so no first load carries it); `listener` may change on every render. No topic, no subscription.
 */
export const useLiveEvents = (topic: LiveTopic | undefined, listener: (signal: LiveSignal) => void) => {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!topic) return undefined;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('../../../providers/liveEvents').then(({ subscribe }) => {
      if (!gone) stop = subscribe(topic, (signal) => latest.current(signal));
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [topic]);
};
