// @vitest-environment node
/**
 * ASVS 5.0 V9.1.2 (and V9.2.1): a service accepts a token only when its signature verifies with the algorithm it
 * allows (HS256) and the key of the token's kind, and only before it expires. A token claiming `alg: none`, one signed
 * with another key or another algorithm, one whose claims were changed after signing, and an expired one are each
 * `401` at all three services, so nobody can write themselves a token.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GATEWAY, ID, PORTAL, get, login, tokenFor } from '../sandbox/helpers';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const parts = (token: string) => {
  const [header, payload, signature] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header!, 'base64url').toString()) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>,
    signature: signature!,
  };
};
/** header.payload, as a JWS signs it. */
const signingInput = (header: object, payload: object) => `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
const hmac = (algorithm: 'sha256' | 'sha512', key: string, input: string) => createHmac(algorithm, key).update(input).digest('base64url');

/** Whose genuine tokens the cases alter: a ClientAdmin, whom each call below answers. */
const WHO = 'clientadmin@portico.test';
/** A call to each of the three services. */
const CALLS = [`${ID}/users/current`, `${PORTAL}/users/current`, `${GATEWAY}/access-requests`];

const refusedEverywhere = async (token: string) => {
  for (const url of CALLS) {
    const res = await get(url, token);
    expect(res.status, `${url} answered ${res.status}`).toBe(401);
    expect(await res.json()).toEqual({ message: expect.any(String) });
  }
};

describe('tokens the services refuse', () => {
  it('accepts the genuine token (the control for every case below)', async () => {
    const token = await tokenFor(WHO);
    for (const url of CALLS) expect((await get(url, token)).status, url).toBe(200);
  });

  it("refuses `alg: none`, with the signature left off, left on, or 'none' in any case", async () => {
    const { header, payload, signature } = parts(await tokenFor(WHO));
    for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
      const unsigned = signingInput({ ...header, alg }, payload);
      await refusedEverywhere(`${unsigned}.`);
      await refusedEverywhere(unsigned);
      await refusedEverywhere(`${unsigned}.${signature}`);
    }
  });

  it('refuses a token signed with another key, or with another algorithm', async () => {
    const { header, payload } = parts(await tokenFor(WHO));
    const input = signingInput(header, payload);
    await refusedEverywhere(`${input}.${hmac('sha256', 'a key of the attacker', input)}`);
    const hs512 = signingInput({ ...header, alg: 'HS512' }, payload);
    await refusedEverywhere(`${hs512}.${hmac('sha512', 'a key of the attacker', hs512)}`);
    // An asymmetric algorithm named over a symmetric key (key confusion): no verifier is chosen by the header.
    const rs256 = signingInput({ ...header, alg: 'RS256' }, payload);
    await refusedEverywhere(`${rs256}.${hmac('sha256', 'a key of the attacker', rs256)}`);
  });

  it('refuses a genuine token whose claims were changed after signing', async () => {
    const { header, payload, signature } = parts(await tokenFor(WHO));
    const other = parts(await tokenFor('manager@portico.test')).payload;
    await refusedEverywhere(`${signingInput(header, { ...payload, sub: other.sub })}.${signature}`);
    await refusedEverywhere(`${signingInput(header, { ...payload, exp: Number(payload.exp) + 86_400 })}.${signature}`);
  });

  it('refuses a token past its expiry', async () => {
    process.env.SANDBOX_ACCESS_TOKEN_TTL = '0';
    let expired: string;
    try {
      expired = (await login(WHO)).accessToken;
    } finally {
      delete process.env.SANDBOX_ACCESS_TOKEN_TTL;
    }
    await refusedEverywhere(expired);
  });
});
