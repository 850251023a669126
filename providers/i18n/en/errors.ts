/** Messages the HTTP client and session give when a call fails (spec section 8). */
export const errors = {
  forbidden: "You don't have permission to access.",
  unauthorized: 'Your session has ended. Please log in again.',
  server: 'The service is not available right now. Please try again in a few minutes.',
  network: 'We could not reach the service. Check your connection and try again.',
  timeout: 'The service took too long to answer. Please try again.',
  parse: 'The service sent an answer we could not read. Please try again.',
  aborted: 'The request was cancelled.',
  http: 'The request could not be completed (error %{status}).',
  // 429: the identity service throttles guesses; the wait comes from Retry-After.
  tooManyAttempts: 'Too many attempts. Try again in %{wait}.',
  tooManyAttemptsNoWait: 'Too many attempts. Wait a few minutes, then try again.',
  waitSeconds: '%{smart_count} second |||| %{smart_count} seconds',
  waitMinutes: '%{smart_count} minute |||| %{smart_count} minutes',
  tenantAccess: "User doesn't have access to the tenant",
} as const;
