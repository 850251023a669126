/**
 * ASVS 14.3 (issue 22 item 3): what the portal keeps in this browser (the palette's recent records, react-admin's
 * remembered list filters and the selected company) is personal and names other clients' people. It goes when the
 * session ends, however it ends, and when someone signs in, so the next user of the browser never sees it.
 */
import { localStorageStore } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { logout, setNavigator } from '../../../providers/session';
import { remember } from '../../../src/portal/palette/recent';
import { signInAs } from '../support/session';

const PERSONAL = /whitfield|Eleanor|cmp-|usr-/i;

const useThePortal = () => {
  remember({
    key: 'record:users:usr-superadmin',
    label: 'Eleanor Whitfield',
    to: '/administration/user/view/usr-superadmin',
    group: 'Users',
  } as never);
  const store = localStorageStore(undefined, 'Portico');
  store.setItem('users.listParams', { filter: { q: 'whitfield' } });
  store.setItem('portico.companyId', 'cmp-02');
};

const stored = () => Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`);

describe('what the portal keeps in the browser (issue 22 item 3)', () => {
  beforeEach(() => {
    localStorage.clear();
    setNavigator(() => undefined);
  });

  it('is gone after the user signs out: nothing personal is left', async () => {
    await signInAs('superadmin@portico.test');
    useThePortal();
    expect(stored().some((entry) => PERSONAL.test(entry))).toBe(true);
    await logout('user');
    expect(stored().filter((entry) => PERSONAL.test(entry))).toEqual([]);
  });

  it('is gone when the session ends under the page, and when the next person signs in', async () => {
    await signInAs('superadmin@portico.test');
    useThePortal();
    await logout('expired', { revoke: false });
    expect(stored().filter((entry) => PERSONAL.test(entry))).toEqual([]);

    // A tab closed without signing out left its data: the next sign-in starts clean.
    useThePortal();
    await signInAs('clientadmin@portico.test');
    expect(stored().filter((entry) => PERSONAL.test(entry))).toEqual([]);
  });

  it("keeps the language chosen for this browser and the tenant's colour, which say nothing about anyone", async () => {
    localStorage.setItem('portico.locale', 'en-XA');
    localStorage.setItem('portico.frameColour', '#20766c');
    await signInAs('superadmin@portico.test');
    await logout('user');
    expect(localStorage.getItem('portico.locale')).toBe('en-XA');
    expect(localStorage.getItem('portico.frameColour')).toBe('#20766c');
  });
});
