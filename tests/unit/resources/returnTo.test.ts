import { describe, expect, it } from 'vitest';
import { returnToState, safeReturnTo } from '../../../resources/companyProducts/returnTo';

/** Where a page carried in router state may send the user back: a path of this portal's administration area only. */
describe('safeReturnTo', () => {
  it.each([
    '/administration/onboarding/company/create/cmp-01/products',
    '/administration/onboarding/company/create/cmp-01/products?x=1#top',
  ])('accepts %s', (path) => {
    expect(safeReturnTo({ returnTo: path })).toBe(path);
  });

  it.each([
    undefined,
    null,
    'text',
    {},
    { returnTo: 42 },
    { returnTo: '' },
    { returnTo: '//evil.example' },
    { returnTo: '//evil.example/administration/x' },
    { returnTo: 'https://evil.example/administration/x' },
    { returnTo: 'http://localhost:3000/administration/x' },
    { returnTo: 'javascript:alert(1)' },
    { returnTo: '/administration' },
    { returnTo: '/auth/logout' },
    { returnTo: '/dashboard' },
    { returnTo: '/administration/../auth/login' },
    { returnTo: '/administration/%2e%2e/auth/login' },
    { returnTo: '/administration/\\evil.example' },
    { returnTo: '/administration/\t/evil.example' },
    { returnTo: ' /administration/x' },
  ])('refuses %j', (state) => {
    expect(safeReturnTo(state)).toBeUndefined();
  });

  it('builds the state a link carries', () => {
    expect(returnToState('/administration/onboarding/company/create/cmp-01/products')).toEqual({
      returnTo: '/administration/onboarding/company/create/cmp-01/products',
    });
  });
});
