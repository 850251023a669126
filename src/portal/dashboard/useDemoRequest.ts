import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../providers/http';
import { isCancellation } from '../retry';
import { requestDemo } from './api';

/**
 * One demo request at a time: a new request or leaving the page aborts the one in flight, and a cancelled
 * request is silently ignored (spec 4, 8).
 */
export const useDemoRequest = (onSent: () => void) => {
  const controller = useRef<AbortController | null>(null);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (productId: string, companyId: string) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setPending(true);
      setErrors([]);
      try {
        await requestDemo(productId, companyId, current.signal);
        onSent();
      } catch (error) {
        if (!isCancellation(error)) setErrors(isApiError(error) ? error.messages : [(error as Error).message]);
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setPending(false);
        }
      }
    },
    [onSent],
  );

  return { send, pending, errors };
};
