/**
 * The entry's first drawing (src/main.tsx) at a signed-in address: React replaces index.html's shell (the portal's
 * frame in outline) with the portal itself once its code has arrived, never with the loading frame in between. That
 * frame was a Suspense fallback, and React holds back revealing a boundary's content until 300 ms after its fallback
 * appeared: the portal, whose code the shell had asked for at once, waited for the throttle (issue 25, goal 3).
 */
import { act, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { signInAs } from '../support/session';

let portalArrives = () => undefined as void;
const portalCode = new Promise<void>((resolve) => (portalArrives = resolve));
const askedForPortal = vi.fn();
vi.mock('../../../src/portal/PortalApp', async () => {
  askedForPortal();
  await portalCode;
  return { default: () => <h1>Thames Valley Logistics Ltd</h1> };
});

it('keeps the shell until the portal has arrived, then draws the portal in its place', async () => {
  await signInAs('superadmin@portico.test');
  window.history.replaceState(null, '', '/administration/onboarding/company/view/cmp-01/details');
  document.body.innerHTML = '<div id="root"><p>The frame in outline</p></div>';
  const root = document.getElementById('root')!;
  const drawn: string[] = [];
  new MutationObserver((changes) => {
    for (const change of changes) for (const node of change.addedNodes) if (node instanceof Element) drawn.push(node.outerHTML);
  }).observe(root, { childList: true });

  // Whatever React would draw before the portal's code arrives, it has drawn once act() has run its work.
  await act(() => import('../../../src/main'));
  expect(askedForPortal).toHaveBeenCalled();
  expect(root).toHaveTextContent('The frame in outline');

  portalArrives();
  expect(await screen.findByRole('heading', { name: 'Thames Valley Logistics Ltd' })).toBeInTheDocument();
  expect(drawn).toEqual(['<h1>Thames Valley Logistics Ltd</h1>']);
});
