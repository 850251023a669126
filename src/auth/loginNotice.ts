/**
 * A notice the login page shows on arrival, handed on in the router's state: after the new-password challenge the
 * user is sent to root (spec 3.1), which sends a signed-out visitor to the login page; the notice goes with them so
 * the page says why they are back. The session module hands on why a session timed out (providers/session.ts).
 * Only known notices pass, so no other state reaches the page.
 */
export const LOGIN_NOTICES = ['newPasswordRequired', 'idle', 'sessionLimit'] as const;
export type LoginNotice = (typeof LOGIN_NOTICES)[number];

export const loginNotice = (state: unknown): { notice: LoginNotice } | undefined => {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return LOGIN_NOTICES.find((n) => n === notice) ? { notice: notice as LoginNotice } : undefined;
};
