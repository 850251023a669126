import { isApiError } from '../../providers/http';

/**
 * Retry only what may succeed a moment later (network failures, 5xx), twice; a 4xx answer will not change,
 * and retrying it only keeps the user waiting for the message.
 */
export const retryTransient = (failureCount: number, error: unknown) =>
  failureCount < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500) && !(isApiError(error) && error.kind === 'aborted');
