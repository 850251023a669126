import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessages } from '../../../providers/http';
import { isCancellation } from '../retry';
import { requestDemo } from './api';

/** A demo request that failed: what was asked, for asking again, and why it failed. */
export interface DemoFailure {
  productId: string;
  companyId: string;
  messages: string[];
}

/**
 * One demo request at a time: a new request or leaving the page aborts the one in flight, and a cancelled
 * request is silently ignored (spec 4, 8). A failure is kept until the next request.
 */
export const useDemoRequest = (onSent: () => void) => {
  const controller = useRef<AbortController | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<DemoFailure | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (productId: string, companyId: string) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setPending(true);
      setFailure(null);
      try {
        await requestDemo(productId, companyId, current.signal);
        onSent();
      } catch (error) {
        if (!isCancellation(error)) setFailure({ productId, companyId, messages: errorMessages(error) });
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setPending(false);
        }
      }
    },
    [onSent],
  );

  const retry = useCallback(() => failure && void send(failure.productId, failure.companyId), [failure, send]);

  return { send, retry, pending, failure };
};
