// @vitest-environment node
/**
 * `npm run contract:verify` (scripts/contract/verify.ts) against the sandbox, which keeps to the contract, and against a
 * deliberately wrong deployment: the sandbox's answers altered on the way back, as a service that renamed a field or
 * changed a status would answer.
 */
import { describe, expect, it } from 'vitest';
import { failures, verifyDeployment, type VerifyOptions } from '../../../scripts/contract/verify';

const SANDBOX: VerifyOptions = {
  urls: { identity: 'http://localhost:4010/identity', portal: 'http://localhost:4010/portal', gateway: 'http://localhost:4010/gateway' },
  email: 'superadmin@portico.test',
  password: 'Portico#Demo2026',
};

/** What every answer of a deployment carries (the contract's every-answer headers), wrong ones included. */
const EVERY_ANSWER = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' };

/** A deployment whose answers to `path` are rewritten by `alter`. */
const wrongServer =
  (path: RegExp, alter: (response: Response) => Promise<Response>): typeof fetch =>
  async (input, init) => {
    const response = await fetch(input, init);
    return path.test(new URL(String(input)).pathname) ? alter(response) : response;
  };

describe('contract:verify', () => {
  it('passes against the sandbox: every read operation it can reach answers within the contract', async () => {
    const results = await verifyDeployment(SANDBOX);
    expect(failures(results)).toEqual([]);
    const ok = results.filter((r) => r.outcome === 'ok').map((r) => r.operationId);
    expect(ok).toEqual(expect.arrayContaining(['getCompany', 'listAllCompanies', 'getCurrentUser', 'listSchemes', 'getTenantBranding']));
    // Operations whose ids no answer gives (an empty seeded collection) are reported, not guessed at.
    for (const r of results.filter((x) => x.outcome === 'unreachable')) expect(r.detail).toMatch(/^no /);
  }, 60_000);

  it('fails against a deployment that renamed a field, naming the operation', async () => {
    const renamed = wrongServer(/\/portal\/api\/v1\/companies\/cmp-[^/]+$/, async (response) => {
      const { name, ...rest } = (await response.json()) as Record<string, unknown>;
      return Response.json({ ...rest, companyName: name }, { status: response.status, headers: EVERY_ANSWER });
    });
    const failed = failures(await verifyDeployment({ ...SANDBOX, fetch: renamed }));
    expect(failed).toEqual([expect.objectContaining({ operationId: 'getCompany', outcome: 'violation' })]);
    expect(failed[0]!.detail).toMatch(/name/);
  }, 60_000);

  it('fails against a deployment that answers a status the contract does not declare, and on an expected operation refused', async () => {
    const moved = wrongServer(/\/portal\/api\/v1\/schemes$/, () =>
      Promise.resolve(Response.json({ message: 'Moved.' }, { status: 410, headers: EVERY_ANSWER })),
    );
    const failed = failures(await verifyDeployment({ ...SANDBOX, fetch: moved }), ['listSchemes']);
    expect(failed).toEqual([expect.objectContaining({ operationId: 'listSchemes', status: 410, outcome: 'violation' })]);
    expect(failed[0]!.detail).toMatch(/^status 410 is not declared/);
  }, 60_000);
});
