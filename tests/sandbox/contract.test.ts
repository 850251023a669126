// @vitest-environment node
/**
 * The sandbox is held to the contract (sandbox/contract.ts): a handler that answers what the contract does not allow,
 * or accepts what it refuses, is caught and named. Each test stands a deliberately wrong handler in front of the
 * sandbox's own, the way a mistake in one would look.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { heldToContract, takeContractViolations } from '../../sandbox/contract';
import { API_HEADERS, portal } from '../../sandbox/http';
import { server } from '../../sandbox/node';
import { get, post, tokenFor } from './helpers';

const wrong = (...handlers: Parameters<typeof heldToContract>[0]) => server.use(...heldToContract(handlers));

describe('the sandbox held to the contract', () => {
  it('names the operation whose answer breaks its schema: a field renamed', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    wrong(http.get(portal('/users/current'), () => HttpResponse.json({ id: 'usr-1', mail: 'someone@portico.test' })));
    const response = await get(portal('/users/current'), token);
    expect(response.status).toBe(200);
    const [violation, ...more] = takeContractViolations();
    expect(more).toEqual([]);
    expect(violation).toMatchObject({ operation: 'GET /users/current', status: 200 });
    expect(violation!.problems.join('\n')).toMatch(/must have required property 'email'/);
  });

  it('names a status the operation does not declare', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    wrong(http.get(portal('/users/current'), () => HttpResponse.json({ message: 'Gone.' }, { status: 410, headers: API_HEADERS })));
    await get(portal('/users/current'), token);
    expect(takeContractViolations()).toEqual([
      expect.objectContaining({
        operation: 'GET /users/current',
        status: 410,
        problems: [expect.stringMatching(/^status 410 is not declared/)],
      }),
    ]);
  });

  it("answers the contract's 400 when a handler accepts a request the contract refuses, and names it", async () => {
    const token = await tokenFor('superadmin@portico.test');
    wrong(http.post(portal('/users/email-check'), () => HttpResponse.json({ exists: false })));
    const response = await post(portal('/users/email-check'), { email: 42 }, token);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'The request does not match the API contract.' });
    const [violation] = takeContractViolations();
    expect(violation).toMatchObject({ operation: 'POST /users/email-check' });
    expect(violation!.problems.join('\n')).toMatch(/accepted a request the contract refuses: body\/email must be string/);
  });

  it('names a path the contract does not have', async () => {
    wrong(http.get(portal('/favourites'), () => HttpResponse.json([])));
    await get(portal('/favourites'));
    expect(takeContractViolations()).toEqual([
      expect.objectContaining({
        operation: 'GET /portal/api/v1/favourites',
        problems: [expect.stringMatching(/no path of the portal contract matches \/favourites/)],
      }),
    ]);
  });

  it("lets the sandbox's own answers through unchanged, with nothing to report", async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const response = await get(portal('/users/current'), token);
    expect(await response.json()).toMatchObject({ email: 'clientadmin@portico.test' });
    expect(takeContractViolations()).toEqual([]);
  });
});
