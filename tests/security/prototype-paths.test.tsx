/**
 * Paths named like Object.prototype's members (issue 11): a lookup by key that walks the prototype chain found
 * `AREA_ROLES['constructor']` (the Object function), and the portal crashed with "allowed.includes is not a
 * function". Every lookup keyed by a path segment or a role name uses own properties only.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import companies from '../../resources/companies';
import users from '../../resources/users';
import { canAccessArea, canAccessResource } from '../../src/framework/access';
import { areaOfPath, toRole } from '../../src/shared/roles';
import { openAs } from '../unit/resources/render';
import { matchingRoles } from '../../src/framework/accessMatrix';

const PROTOTYPE_KEYS = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

describe('prototype member names are nobody’s area or role', () => {
  it.each(PROTOTYPE_KEYS)('/%s', (key) => {
    expect(areaOfPath(`/${key}`)).toBeUndefined();
    expect(() => canAccessArea(`/${key}/list`, 'SuperAdmin')).not.toThrow();
    expect(toRole(key)).toBeUndefined();
  });
});

// Spec 2.1: any unknown path redirects to root, which is the dashboard for a SuperAdmin.
describe('the portal at a prototype path takes it as any unknown path: to the dashboard', () => {
  it.each(['/constructor', '/toString', '/__proto__', '/administration/constructor'])('%s', async (path) => {
    const portal = await openAs([companies, users], 'superadmin@portico.test', path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to your Portico Demo portal' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(portal.location()).toBe('/dashboard');
    expect(screen.queryByText(/is not a function/)).toBeNull();
    expect(screen.queryByText(/something went wrong/i)).toBeNull();
  });
});

describe('react-admin actions named like prototype members are refused, not crashed on', () => {
  it.each(PROTOTYPE_KEYS)('%s', (action) => {
    expect(canAccessResource([companies], { action, resource: 'companies', ...matchingRoles('SuperAdmin') })).toBe(false);
  });
});
