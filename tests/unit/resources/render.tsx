import { screen, within } from '@testing-library/react';
import type { ResourceDefinition } from '../../../src/framework/types';
import { renderPortal } from '../support/renderPortal';
import { signInAs } from '../support/session';

/** The real portal over `definitions`, signed in as `email` (seeded password), at `path`. */
export const openAs = async (definitions: ResourceDefinition[], email: string, path: string) => {
  // react-admin keeps list filters and the selected company in localStorage; each test starts clean.
  localStorage.clear();
  await signInAs(email);
  return renderPortal(definitions, path);
};

/** The first render of a file loads the lazy views; allow it more than the usual wait. */
export const findSlow = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 20_000 });

export const menu = () => within(screen.getByRole('navigation', { name: 'Main menu' }));

export const dataRows = () => screen.getAllByRole('row').slice(1);
