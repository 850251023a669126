import { configure, screen } from '@testing-library/react';
import { vi } from 'vitest';
import companies from '../../../resources/companies';
import products from '../../../resources/products';
import schemes from '../../../resources/schemes';
import userAuthEvents from '../../../resources/userAuthEvents';
import users from '../../../resources/users';
import { renderPortal } from '../support/renderPortal';
import { signInAs } from '../support/session';

/**
 * The waits of a file whose tests drive the whole portal (auth, access, lazy views, several requests per step): on a
 * busy 2-core machine a step can take longer than the suite's. Called at the top of each such file, before its tests
 * are defined: this module is loaded once per worker, whose files share it (vite.config.ts), so what its own top level
 * set would hold for the first file only (Vitest and tests/setup.ts put both back before the next).
 */
export const portalFileWaits = () => {
  configure({ asyncUtilTimeout: 30_000 });
  vi.setConfig({ testTimeout: 120_000 });
};

/** The real portal over the users definitions (with the sign-in history its tab lists, and those its breadcrumbs name: companies, products, schemes), signed in as `email`, at `path`. */
export const openAs = async (email: string, path: string) => {
  // react-admin keeps list filters in localStorage; each test starts from a clean list.
  localStorage.clear();
  await signInAs(email);
  return renderPortal([users, userAuthEvents, companies, products, schemes], path);
};

/** The first render of a test file loads the lazy views; allow it more than the usual wait. */
export const ready = (text: string) => screen.findByText(text, {}, { timeout: 30_000 });
