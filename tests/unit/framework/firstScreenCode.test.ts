/**
 * The portal opened at a screen's URL asks for that screen's code with its own, not once the frame has waited for its
 * start-up answers and the access check (issue 25, goal 3): the route the URL matches decides which code.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const asked: [string, string][] = [];
vi.mock('../../../src/framework/views/ViewElement', async (original) => ({
  ...(await original<typeof import('../../../src/framework/views/ViewElement')>()),
  loadScreenCode: (definition: { name: string }, view: string) => asked.push([definition.name, view]),
}));

const { loadScreenCodeAt } = await import('../../../src/framework/routes');
const { resourceDefinitions } = await import('../../../src/portal/registry');

describe("the first screen's code", () => {
  beforeEach(() => {
    asked.length = 0;
  });

  it.each([
    ['/administration/onboarding/company/list', 'companies', 'list'],
    ['/administration/onboarding/company/view/cmp-01/details', 'companies', 'view'],
    ['/administration/onboarding/company/update/cmp-01/details', 'companies', 'update'],
    ['/administration/user/list', 'users', 'list'],
  ])('is asked for at %s: %s, %s', (pathname, resource, view) => {
    loadScreenCodeAt(resourceDefinitions, pathname);
    expect(asked).toEqual([[resource, view]]);
  });

  it.each(['/dashboard', '/permission-denied', '/no/such/page'])('is not asked for at %s, which no resource screen draws', (pathname) => {
    loadScreenCodeAt(resourceDefinitions, pathname);
    expect(asked).toEqual([]);
  });
});
