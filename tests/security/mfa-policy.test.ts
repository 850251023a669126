// @vitest-environment node
/**
 * Issue 22 item 5: MFA was optional for every role, though the identity contract requires it of internal staff
 * (SuperAdmin, Support, Analyst, Viewer) in production. The sandbox models the policy with SANDBOX_MFA_REQUIRED
 * (internal | all | none, read at request time); `none` by default, so the seeded accounts sign in with a password.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStore } from '../../sandbox/store';
import { ID, get, login, post } from '../sandbox/helpers';
import { MFA_EMAIL, totpAt } from './helpers';

const INTERNAL = ['superadmin@portico.test', 'support@portico.test', 'analyst@portico.test', 'viewer@portico.test'];
const CLIENT = ['clientadmin@portico.test', 'manager@portico.test', 'sftp@portico.test'];

const challengeOf = async (email: string) => (await login(email)).challengeType;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the MFA policy (SANDBOX_MFA_REQUIRED)', () => {
  it('by default (none) lets every seeded account without a factor sign in with its password', async () => {
    for (const email of [...INTERNAL, ...CLIENT]) expect(await challengeOf(email), email).toBeNull();
  });

  it('internal: staff meet the setup challenge until they enrol; client roles sign in with a password', async () => {
    vi.stubEnv('SANDBOX_MFA_REQUIRED', 'internal');
    for (const email of INTERNAL) expect(await challengeOf(email), email).toBe('MFA_SETUP');
    for (const email of CLIENT) expect(await challengeOf(email), email).toBeNull();
    expect(await challengeOf(MFA_EMAIL)).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('internal: the setup challenge enrols and signs in, and the next sign-in asks for a code', async () => {
    vi.stubEnv('SANDBOX_MFA_REQUIRED', 'internal');
    const { session } = await login('viewer@portico.test');
    const { sharedKey } = await (await get(`${ID}/2FA-auth/authenticator`, session)).json();
    const verified = await post(`${ID}/2FA-auth/token-verify`, { code: totpAt(sharedKey) }, session);
    expect(verified.status).toBe(200);
    expect((await verified.json()).accessToken).toEqual(expect.any(String));
    expect(await challengeOf('viewer@portico.test')).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('all: every role meets the setup challenge, the new-password stage included', async () => {
    vi.stubEnv('SANDBOX_MFA_REQUIRED', 'all');
    for (const email of [...INTERNAL, ...CLIENT]) expect(await challengeOf(email), email).toBe('MFA_SETUP');
    getStore().users.find((u) => u.email === 'manager@portico.test')!.temporaryPassword = true;
    const { session } = await login('manager@portico.test');
    const chosen = await post(`${ID}/auth/login/new-password`, { session, password: 'Severn#Estuary2026' });
    expect((await chosen.json()).challengeType).toBe('MFA_SETUP');
  });

  it('a misspelt value enforces the production policy rather than none', async () => {
    vi.stubEnv('SANDBOX_MFA_REQUIRED', 'internl');
    expect(await challengeOf('analyst@portico.test')).toBe('MFA_SETUP');
    expect(await challengeOf('clientadmin@portico.test')).toBeNull();
  });
});
