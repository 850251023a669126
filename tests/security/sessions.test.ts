// @vitest-environment node
/**
 * Issue 11: the refresh token never rotated and a reused one was accepted. Now every refresh answers a new refresh
 * token; presenting a spent one ends the whole session family. A password change ends the user's other sessions.
 */
import { describe, expect, it } from 'vitest';
import { ID, PASSWORD, PORTAL, get, login, post } from '../sandbox/helpers';

const refresh = (refreshToken: string) => post(`${ID}/auth/refresh`, { refreshToken });

describe('refresh-token rotation', () => {
  it('answers a new refresh token on every use, keeping the session', async () => {
    const first = await login('analyst@portico.test');
    const second = await (await refresh(first.refreshToken)).json();
    expect(second.refreshToken).toBeTruthy();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const third = await (await refresh(second.refreshToken)).json();
    expect(third.refreshToken).not.toBe(second.refreshToken);
    expect((await get(`${PORTAL}/users/current`, third.accessToken)).status).toBe(200);
  });

  it('detects reuse of a spent token and ends every token of that sign-in, but not other sign-ins', async () => {
    const first = await login('analyst@portico.test');
    const elsewhere = await login('analyst@portico.test');
    const second = await (await refresh(first.refreshToken)).json();
    const third = await (await refresh(second.refreshToken)).json();
    // A thief replays the first token.
    expect((await refresh(first.refreshToken)).status).toBe(401);
    // The legitimate holder's newest tokens are dead too.
    expect((await refresh(third.refreshToken)).status).toBe(401);
    expect((await get(`${PORTAL}/users/current`, third.accessToken)).status).toBe(401);
    expect((await get(`${PORTAL}/users/current`, first.accessToken)).status).toBe(401);
    // Another sign-in of the same user is a different family.
    expect((await get(`${PORTAL}/users/current`, elsewhere.accessToken)).status).toBe(200);
  });
});

describe('password change', () => {
  it("ends the user's other sessions and keeps the one that made the change", async () => {
    const other = await login('manager@portico.test');
    const current = await login('manager@portico.test');
    const res = await post(
      `${ID}/users/current/change-password`,
      { oldPassword: PASSWORD, newPassword: 'Another#Pass2026' },
      current.accessToken,
    );
    expect(res.status).toBe(204);
    expect((await get(`${PORTAL}/users/current`, other.accessToken)).status).toBe(401);
    expect((await refresh(other.refreshToken)).status).toBe(401);
    expect((await get(`${PORTAL}/users/current`, current.accessToken)).status).toBe(200);
    expect((await refresh(current.refreshToken)).status).toBe(200);
  });
});
