/**
 * The signed-in user's own sessions (contract/identity/sessions.yaml): listed, and ended one at a time or all but the
 * caller's, so someone who sees a sign-in they do not recognise can end it (ASVS 5.0 V7.5.2).
 */
import { http } from 'msw';
import { activeSessionsOf, recordAuthEvent, requireBearer } from '../auth';
import { badRequest, errorBody, identity, json, noContent, refuse, unauthorized } from '../http';
import { getStore } from '../store';
import type { Identity, Session, User } from '../types';

const OWN_SESSION = 'This is the session you are using. Log out to end it.';

/** The caller of an access token and the session it belongs to, or the handler ends with a 401. */
const signedIn = async (request: Request): Promise<{ user: User; sid: string }> => {
  const bearer = await requireBearer(request);
  if (bearer.scope !== 'access' || !bearer.sid) return refuse(unauthorized('An access token is required.'));
  return { user: bearer.user, sid: bearer.sid };
};

const shown = (session: Session, currentId: string): Identity['UserSession'] => ({
  id: session.id,
  signedInAt: new Date(session.signedInAt).toISOString(),
  lastUsedAt: new Date(session.lastUsedAt).toISOString(),
  ipAddress: session.ipAddress,
  userAgent: session.userAgent,
  current: session.id === currentId,
});

/** Ends a session as a sign-out on its device would, and logs it as the user's sign-out from where it was asked. */
const end = (session: Session, user: User, request: Request) => {
  session.revoked = true;
  recordAuthEvent(getStore(), user, 'SignOut', 'Success', request);
};

export const sessionHandlers = [
  http.get(identity('/users/current/sessions'), async ({ request }) => {
    const caller = await signedIn(request);
    const items = activeSessionsOf(getStore(), caller.user.id)
      .sort((a, b) => Number(b.id === caller.sid) - Number(a.id === caller.sid) || b.lastUsedAt - a.lastUsedAt)
      .map((s) => shown(s, caller.sid));
    return json({ items } satisfies Identity['UserSessionList']);
  }),

  http.post(identity('/users/current/sessions/end-others'), async ({ request }) => {
    const caller = await signedIn(request);
    activeSessionsOf(getStore(), caller.user.id)
      .filter((s) => s.id !== caller.sid)
      .forEach((s) => end(s, caller.user, request));
    return noContent();
  }),

  http.delete(identity('/users/current/sessions/:sessionId'), async ({ request, params }) => {
    const caller = await signedIn(request);
    const id = String(params.sessionId);
    // Only the caller's own active sessions are found: another user's id answers as one that never was.
    const session = activeSessionsOf(getStore(), caller.user.id).find((s) => s.id === id);
    if (!session) return errorBody(404, 'Session not found.');
    if (session.id === caller.sid) return badRequest(OWN_SESSION);
    end(session, caller.user, request);
    return noContent();
  }),
];
