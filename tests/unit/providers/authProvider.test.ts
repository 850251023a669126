import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../sandbox/node';
import { createAuthProvider, type AccessRequest } from '../../../providers/authProvider';
import { ApiError } from '../../../providers/http';
import { clearCurrentUser, getCurrentUser } from '../../../providers/currentUser';
import { readAuthState, setNavigator } from '../../../providers/session';

const PASSWORD = 'Portico#Demo2026';
const PORTAL = 'http://localhost:4010/portal';

const seen: AccessRequest[] = [];
const authProvider = createAuthProvider({
  canAccess: (access) => {
    seen.push(access);
    return access.role === 'SuperAdmin' || access.action === 'list';
  },
});

let restoreNavigator: () => void;
beforeEach(() => {
  seen.length = 0;
  clearCurrentUser();
  restoreNavigator = setNavigator(() => undefined);
});
afterEach(() => {
  restoreNavigator();
  vi.restoreAllMocks();
});

describe('authProvider', () => {
  it('logs in with email and password and stores the session', async () => {
    await expect(authProvider.login({ email: ' SuperAdmin@portico.test', password: PASSWORD })).resolves.toBeUndefined();
    expect(readAuthState()?.accessToken).toBeTruthy();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('stays on the page for a login challenge', async () => {
    await expect(authProvider.login({ email: 'mfa@portico.test', password: PASSWORD })).resolves.toEqual({
      redirectTo: false,
      challengeType: 'SOFTWARE_TOKEN_MFA',
    });
    expect(readAuthState()).toBeNull();
  });

  it('rejects wrong credentials with the server message', async () => {
    await expect(authProvider.login({ email: 'viewer@portico.test', password: 'nope' })).rejects.toMatchObject({
      status: 400,
      message: 'Incorrect email or password.',
    });
  });

  it('checkAuth sends a signed-out user to the login page, keeping the location', async () => {
    window.history.replaceState(null, '', '/data/retention/company/1/policy/list');
    await expect(authProvider.checkAuth({})).rejects.toEqual({
      redirectTo: '/auth/login?redirectTo=%2Fdata%2Fretention%2Fcompany%2F1%2Fpolicy%2Flist',
      message: false,
    });
    window.history.replaceState(null, '', '/');
  });

  it('checkError: 401 logs out; 403 and the rest reach the caller, so a refusal is never taken for data', async () => {
    await expect(authProvider.checkError(new ApiError({ status: 401, kind: 'http', messages: ['x'] }))).rejects.toMatchObject({
      redirectTo: '/auth/login',
    });
    await expect(
      authProvider.checkError(new ApiError({ status: 403, kind: 'http', messages: ["You don't have permission to access."] })),
    ).resolves.toBeUndefined();
    await expect(authProvider.checkError(new ApiError({ status: 500, kind: 'http', messages: ['x'] }))).resolves.toBeUndefined();
  });

  it('answers identity, permissions (the role name) and canAccess with both roles added', async () => {
    await authProvider.login({ email: 'clientadmin@portico.test', password: PASSWORD });
    const identity = await authProvider.getIdentity!();
    expect(identity).toMatchObject({
      id: 'usr-clientadmin',
      fullName: 'Charlotte Pemberton',
      email: 'clientadmin@portico.test',
      role: 'ClientPortal_ClientAdmin',
      dataGatewayRole: 'DataGateway_ClientAdmin',
    });
    await expect(authProvider.getPermissions!({})).resolves.toBe('ClientPortal_ClientAdmin');
    await expect(authProvider.canAccess!({ action: 'list', resource: 'companies' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ action: 'delete', resource: 'companies', record: { id: '1' } })).resolves.toBe(false);
    expect(seen[1]).toEqual({
      action: 'delete',
      resource: 'companies',
      record: { id: '1' },
      role: 'ClientPortal_ClientAdmin',
      dataGatewayRole: 'DataGateway_ClientAdmin',
    });
  });

  it("reads the data-gateway role from the identity user's roles attribute, which may differ from the portal's", async () => {
    await authProvider.login({ email: 'dataviewer@portico.test', password: PASSWORD });
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({
      role: 'ClientPortal_Analyst',
      dataGatewayRole: 'DataGateway_Viewer',
    });
  });

  it('logout revokes, clears and returns the login page', async () => {
    await authProvider.login({ email: 'manager@portico.test', password: PASSWORD });
    await expect(authProvider.logout({})).resolves.toBe('/auth/login');
    expect(readAuthState()).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ message: false });
  });
});

describe('current user', () => {
  it('activates an Invited user on first load and fetches again', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(`${request.method} ${new URL(request.url).pathname}`));
    await authProvider.login({ email: 'invited@portico.test', password: PASSWORD });
    const user = await getCurrentUser();
    server.events.removeAllListeners();
    expect(user?.status).toBe('Active');
    expect(calls.filter((c) => c.includes('/portal/'))).toEqual([
      'GET /portal/api/v1/users/current',
      'POST /portal/api/v1/users/activateCurrent',
      'GET /portal/api/v1/users/current',
    ]);
  });

  it('caches the user for the session and forgets it on logout', async () => {
    await authProvider.login({ email: 'analyst@portico.test', password: PASSWORD });
    let fetches = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/portal/api/v1/users/current')) fetches += 1;
    });
    await getCurrentUser();
    await getCurrentUser();
    expect(fetches).toBe(1);
    await authProvider.logout({});
    await authProvider.login({ email: 'viewer@portico.test', password: PASSWORD });
    expect((await getCurrentUser())?.email).toBe('viewer@portico.test');
    expect(fetches).toBe(2);
    server.events.removeAllListeners();
  });

  it('is nobody, without asking the API, once signed out (react-admin still asks after a logout)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await authProvider.login({ email: 'analyst@portico.test', password: PASSWORD });
    await authProvider.logout({});
    let fetches = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/portal/api/v1/users/current')) fetches += 1;
    });
    expect(await getCurrentUser()).toBeNull();
    server.events.removeAllListeners();
    expect(fetches).toBe(0);
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs out a user whose tenants do not include this domain', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await authProvider.login({ email: 'outsider@portico.test', password: PASSWORD });
    expect(await getCurrentUser()).toBeNull();
    expect(logged).toHaveBeenCalledWith("User doesn't have access to the tenant");
    expect(readAuthState()).toBeNull();
  });

  it('only logs a failure to fetch or to activate, and carries on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await authProvider.login({ email: 'invited@portico.test', password: PASSWORD });
    server.use(http.post(`${PORTAL}/api/v1/users/activateCurrent`, () => new HttpResponse(null, { status: 500 })));
    const user = await getCurrentUser();
    expect(user?.status).toBe('Invited');
    expect(logged).toHaveBeenCalledWith('Activating the current user failed', expect.any(ApiError));

    clearCurrentUser();
    server.use(http.get(`${PORTAL}/api/v1/users/current`, () => HttpResponse.error()));
    expect(await getCurrentUser()).toBeNull();
    expect(logged).toHaveBeenCalledWith('Fetching the current user failed', expect.any(ApiError));
    expect(readAuthState()).not.toBeNull();
  });
});
