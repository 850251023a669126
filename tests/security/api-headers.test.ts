// @vitest-environment node
/**
 * Issue 22 (ASVS 5.0 3.4.4, 14.2.2): API answers came without `X-Content-Type-Options: nosniff` and `Cache-Control:
 * no-store`, so a browser could sniff an error body as HTML and a shared cache or the back button could keep tokens and
 * personal data. Every answer of the three services carries both, whatever its status, in process and over HTTP;
 * the contract requires them of every answer (`x-portico-every-answer-headers`). (contract)
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer, loadContract, matchOperation } from '../../contract/check';
import { JSON_BODY_LIMIT } from '../../sandbox/http';
import { GATEWAY, ID, ORIGIN, PASSWORD, get, post, tokenFor } from '../sandbox/helpers';
import { sandboxOverHttp } from '../sandbox/overHttp';

const expectApiHeaders = (res: Response, what: string) => {
  expect({ what, nosniff: res.headers.get('x-content-type-options'), cache: res.headers.get('cache-control') }).toEqual({
    what,
    nosniff: 'nosniff',
    cache: 'no-store',
  });
};

/** One answer of each kind, as `[what, status, request]` against an origin. */
const answers = (origin: string, token: () => Promise<string>) =>
  [
    ['sign-in tokens', 200, () => post(`${origin}/identity/auth/login`, { email: 'analyst@portico.test', password: PASSWORD })],
    ['a list', 200, async () => get(`${origin}/portal/api/v1/schemes?range=[0,1]`, await token())],
    ['a record', 200, async () => get(`${origin}/portal/api/v1/users/current`, await token())],
    ['no content', 204, async () => post(`${origin}/identity/auth/logout`, {}, await token())],
    ['a field error', 400, () => post(`${origin}/identity/auth/login`, { email: 'nobody' })],
    ['no token', 401, () => get(`${origin}/portal/api/v1/users/current`)],
    ['a bodiless refusal', 403, async () => get(`${origin}/portal/api/v1/tenants`, await tokenFor('manager@portico.test'))],
    ['no such record', 404, async () => get(`${origin}/portal/api/v1/schemes/nope`, await token())],
    [
      'a clash',
      409,
      async () => {
        const connection = { companyId: 'cmp-01', name: 'Headers check', authScheme: 'Basic' };
        await post(`${origin}/gateway/api/v1/api-connections`, connection, await token());
        return post(`${origin}/gateway/api/v1/api-connections`, connection, await token());
      },
    ],
    [
      'a body too large',
      413,
      () =>
        fetch(`${origin}/identity/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ padding: 'x'.repeat(JSON_BODY_LIMIT) }),
        }),
    ],
  ] as const;

describe('every API answer carries nosniff and no-store', () => {
  it.each(answers(ORIGIN, () => tokenFor('superadmin@portico.test')))('in process: %s (%i)', async (what, status, call) => {
    const res = await call();
    expect(res.status).toBe(status);
    expectApiHeaders(res, what);
  });

  it('in process: a throttled sign-in (429)', async () => {
    for (let i = 0; i < 5; i++) await post(`${ID}/auth/login`, { email: 'viewer@portico.test', password: `Wrong#${i}` });
    const res = await post(`${ID}/auth/login`, { email: 'viewer@portico.test', password: PASSWORD });
    expect(res.status).toBe(429);
    expectApiHeaders(res, 'throttled');
  });

  it('in process: a gateway record', async () => {
    const res = await get(`${GATEWAY}/api-connections?range=[0,0]`, await tokenFor('superadmin@portico.test'));
    expect(res.status).toBe(200);
    expectApiHeaders(res, 'gateway list');
  });
});

describe('over HTTP', () => {
  const site = sandboxOverHttp();
  const token = async () => {
    const res = await fetch(`${site.base}/identity/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'superadmin@portico.test', password: PASSWORD }),
    });
    return ((await res.json()) as { accessToken: string }).accessToken;
  };

  it.each([...answers('', token).map(([what, status]) => [what, status] as const), ['no such endpoint', 404] as const])(
    '%s (%i)',
    async (what, status) => {
      const call =
        answers(site.base, token).find(([kind]) => kind === what)?.[2] ?? (() => get(`${site.base}/portal/api/v1/no-such-thing`));
      const res = await call();
      expect(res.status).toBe(status);
      expectApiHeaders(res, what);
    },
  );
});

describe('the contract', () => {
  it('refuses an answer without them, or with other values, on any operation and status', async () => {
    const contract = await loadContract();
    const matched = matchOperation(contract, 'portal', 'get', '/users/current');
    if ('problem' in matched) throw new Error(matched.problem);
    const answer = (headers: Record<string, string>) =>
      checkAnswer(contract, matched, Response.json({ message: 'Authentication required.' }, { status: 401, headers }));
    expect(await answer({ 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' })).toEqual([]);
    expect(await answer({})).toEqual([
      'header X-Content-Type-Options is missing (every answer carries it)',
      'header Cache-Control is missing (every answer carries it)',
    ]);
    expect(await answer({ 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'max-age=600' })).toEqual([
      "header Cache-Control is 'max-age=600', not 'no-store'",
    ]);
  });
});
