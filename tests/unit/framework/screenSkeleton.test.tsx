/**
 * While a screen's code is on its way (lazily loaded, 2–3 s on the development server), the content area shows the
 * screen's skeleton from the first moments, announced as loading, never a blank area (issue 23 item 4).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import tenants from '../../../resources/tenants';
import { openAs } from '../resources/render';

vi.setConfig({ testTimeout: 60_000 });

/** A screen whose code never arrives. */
const neverLoads = lazy(() => new Promise<never>(() => undefined));
const held = { ...tenants, overrides: { list: neverLoads, create: neverLoads } };

const skeletonWithin200ms = async () => {
  // The frame is drawn first (it waits for the user and the branding; until then its outline stands in, a `main` of
  // its own without a banner); from then on the page has 200 ms.
  await screen.findByRole('banner', {}, { timeout: 30_000 });
  const main = screen.getByRole('main');
  await waitFor(() => expect(within(main).getByRole('status')).toHaveTextContent('Loading'), { timeout: 200 });
  return main;
};

describe('a screen while its code loads (issue 23 item 4)', () => {
  it("shows a list's skeleton: the search box's place and placeholder rows", async () => {
    await openAs([held], 'superadmin@portico.test', '/administration/tenant/list');
    const main = await skeletonWithin200ms();
    expect(main.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(3);
  });

  it("shows a form's skeleton for a create screen", async () => {
    await openAs([held], 'superadmin@portico.test', '/administration/tenant/create');
    const main = await skeletonWithin200ms();
    expect(main.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(3);
  });
});
