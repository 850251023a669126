import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../providers/http';
import { retryTransient } from '../../../src/portal/retry';

const apiError = (status: number, kind: ApiError['kind'] = 'http') => new ApiError({ status, kind, messages: ['x'] });

describe('which failures the shell retries', () => {
  it('retries network failures and 5xx, at most twice', () => {
    expect(retryTransient(0, apiError(0, 'network'))).toBe(true);
    expect(retryTransient(1, apiError(503))).toBe(true);
    expect(retryTransient(2, apiError(503))).toBe(false);
  });

  it('never retries a 4xx or a cancellation', () => {
    expect(retryTransient(0, apiError(400))).toBe(false);
    expect(retryTransient(0, apiError(403))).toBe(false);
    expect(retryTransient(0, new DOMException('gone', 'AbortError'))).toBe(false);
    expect(retryTransient(0, apiError(0, 'aborted'))).toBe(false);
  });
});
