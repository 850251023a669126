// @vitest-environment node
/**
 * Issue 22, ASVS 5.0 V7.5.2 and V7.1.2: a user could neither see where their account was signed in nor end a
 * session they did not recognise, and an account could hold any number of sessions. Now the identity service lists
 * the caller's active sessions and ends any of them but the caller's own (one, or all the others), and an account
 * holds at most ten: a sign-in beyond that ends the one used least recently. Test first: the calls answered 404 and
 * an eleventh sign-in left the first working.
 */
import { describe, expect, it } from 'vitest';
import { MAX_SESSIONS_PER_USER } from '../../sandbox/auth';
import { ID, PASSWORD, PORTAL, del, get, post, type LoginResult } from '../sandbox/helpers';

const EMAIL = 'manager@portico.test';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface Listed {
  id: string;
  signedInAt: string;
  lastUsedAt: string;
  ipAddress: string;
  userAgent: string;
  current: boolean;
}

const signIn = async (email = EMAIL, userAgent?: string): Promise<LoginResult> => {
  const res = await fetch(`${ID}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(userAgent ? { 'User-Agent': userAgent } : {}) },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as LoginResult;
};

const list = async (accessToken: string): Promise<Listed[]> => {
  const res = await get(`${ID}/users/current/sessions`, accessToken);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Listed[] }).items;
};

/** The id of the session `who` signed in with, as its owner's list names it. */
const idOf = async (who: LoginResult) => (await list(who.accessToken)).find((s) => s.current)!.id;

/** Waits for the clock to pass the millisecond it reads now, so what happens next is recorded as later. */
const nextMillisecond = async () => {
  const now = Date.now();
  while (Date.now() === now) await new Promise((resolve) => setImmediate(resolve));
};

const refresh = (refreshToken: string) => post(`${ID}/auth/refresh`, { refreshToken });
/** Whether a sign-in's tokens still work: its access token for a call, and its refresh token for new ones. */
const works = async (who: LoginResult) => {
  const access = (await get(`${PORTAL}/users/current`, who.accessToken)).status;
  const renewed = await refresh(who.refreshToken);
  return { access, refresh: renewed.status, tokens: renewed.status === 200 ? ((await renewed.json()) as LoginResult) : undefined };
};

describe("a user's own sessions", () => {
  it('lists every active sign-in of the caller, the current one marked, with where and with what it signed in', async () => {
    const phone = await signIn(EMAIL, PHONE);
    const desk = await signIn(EMAIL);
    await signIn('analyst@portico.test');
    const ended = await signIn(EMAIL);
    await post(`${ID}/auth/logout`, { refreshToken: ended.refreshToken });

    const sessions = await list(desk.accessToken);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: true, ipAddress: '127.0.0.1' });
    expect(sessions[1]).toMatchObject({ current: false, userAgent: PHONE, ipAddress: '127.0.0.1' });
    expect(sessions[1]!.id).toBe(await idOf(phone));
    for (const s of sessions) {
      expect(Date.parse(s.signedInAt)).toBeLessThanOrEqual(Date.parse(s.lastUsedAt));
      expect(Date.now() - Date.parse(s.lastUsedAt)).toBeLessThan(60_000);
    }
  });

  it("shows a refresh as the session's last use", async () => {
    const other = await signIn();
    const current = await signIn();
    const before = (await list(current.accessToken)).find((s) => !s.current)!;
    await nextMillisecond();
    const renewed = await works(other);
    expect(renewed.refresh).toBe(200);
    const after = (await list(current.accessToken)).find((s) => !s.current)!;
    expect(after.id).toBe(before.id);
    expect(Date.parse(after.lastUsedAt)).toBeGreaterThan(Date.parse(before.lastUsedAt));
    expect(after.signedInAt).toBe(before.signedInAt);
  });

  it("ends another of the caller's sessions: its access and refresh tokens stop working, the caller's do not", async () => {
    const lost = await signIn(EMAIL, PHONE);
    const current = await signIn();
    const res = await del(`${ID}/users/current/sessions/${encodeURIComponent(await idOf(lost))}`, current.accessToken);
    expect(res.status).toBe(204);
    expect(await works(lost)).toMatchObject({ access: 401, refresh: 401 });
    expect((await list(current.accessToken)).map((s) => s.current)).toEqual([true]);
    expect(await works(current)).toMatchObject({ access: 200, refresh: 200 });
  });

  it("answers 404 to another user's session and leaves that session working", async () => {
    const victim = await signIn('analyst@portico.test');
    const intruder = await signIn();
    const res = await del(`${ID}/users/current/sessions/${encodeURIComponent(await idOf(victim))}`, intruder.accessToken);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Session not found.' });
    expect(await works(victim)).toMatchObject({ access: 200, refresh: 200 });
    // Nor is it among the intruder's.
    expect((await list(intruder.accessToken)).map((s) => s.current)).toEqual([true]);
  });

  it("answers 404 to a session that has ended, and 400 to the caller's own (that is logging out)", async () => {
    const gone = await signIn();
    const current = await signIn();
    const goneId = await idOf(gone);
    await post(`${ID}/auth/logout`, { refreshToken: gone.refreshToken });
    expect((await del(`${ID}/users/current/sessions/${goneId}`, current.accessToken)).status).toBe(404);

    const own = await del(`${ID}/users/current/sessions/${await idOf(current)}`, current.accessToken);
    expect(own.status).toBe(400);
    expect(await own.json()).toEqual({ message: 'This is the session you are using. Log out to end it.' });
    expect(await works(current)).toMatchObject({ access: 200, refresh: 200 });
  });

  it("ends every other session of the caller at once, and no one else's", async () => {
    const others = [await signIn(), await signIn(EMAIL, PHONE)];
    const someoneElse = await signIn('analyst@portico.test');
    const current = await signIn();
    expect((await post(`${ID}/users/current/sessions/end-others`, undefined, current.accessToken)).status).toBe(204);
    for (const other of others) expect(await works(other)).toMatchObject({ access: 401, refresh: 401 });
    expect(await works(someoneElse)).toMatchObject({ access: 200, refresh: 200 });
    const still = await works(current);
    expect(still).toMatchObject({ access: 200, refresh: 200 });
    expect(await list(still.tokens!.accessToken)).toHaveLength(1);
  });

  it('takes an access token only: a challenge session or no token is 401', async () => {
    const current = await signIn();
    const setup = await post(`${ID}/users/current/reset-mfa`, { password: PASSWORD }, current.accessToken);
    const { session } = (await setup.json()) as { session: string };
    expect((await get(`${ID}/users/current/sessions`, session)).status).toBe(401);
    expect((await post(`${ID}/users/current/sessions/end-others`, undefined, session)).status).toBe(401);
    expect((await get(`${ID}/users/current/sessions`)).status).toBe(401);
  });
});

describe('sessions per account', () => {
  it(`holds at most ${MAX_SESSIONS_PER_USER}: a sign-in beyond that ends the session used least recently`, async () => {
    expect(MAX_SESSIONS_PER_USER).toBe(10);
    const first = await signIn();
    const second = await signIn();
    const rest: LoginResult[] = [];
    for (let i = 3; i <= 10; i++) rest.push(await signIn());
    // The first is used again, so the second is now the one left idle longest.
    await nextMillisecond();
    const renewedFirst = (await works(first)).tokens!;
    expect((await get(`${PORTAL}/users/current`, second.accessToken)).status).toBe(200);

    const eleventh = await signIn();
    const listed = await list(eleventh.accessToken);
    expect(listed).toHaveLength(10);
    expect(await works(second)).toMatchObject({ access: 401, refresh: 401 });
    expect(await works(renewedFirst)).toMatchObject({ access: 200, refresh: 200 });
    for (const other of rest) expect((await get(`${PORTAL}/users/current`, other.accessToken)).status).toBe(200);
    // Another account's sessions do not count against this one.
    expect((await list((await signIn('analyst@portico.test')).accessToken)).length).toBe(1);
  });
});
