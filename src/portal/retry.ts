import { isApiError } from '../../providers/http';

/** The caller gave up (its signal aborted): never a failure to report or retry. */
export const isCancellation = (error: unknown) =>
  (error instanceof DOMException && error.name === 'AbortError') || (isApiError(error) && error.kind === 'aborted');

/**
 * Retry only what may succeed a moment later (network failures, 5xx), twice; a 4xx answer will not change,
 * and retrying it only keeps the user waiting for the message. A cancellation is never retried.
 */
export const retryTransient = (failureCount: number, error: unknown) =>
  failureCount < 2 && !isCancellation(error) && (!isApiError(error) || error.status === 0 || error.status >= 500);
