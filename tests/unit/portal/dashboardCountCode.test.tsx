/**
 * The dashboard's count of access requests waiting for a decision is drawn last, once the company's other modules have
 * arrived (tests/unit/portal/dashboardAccessRequests.test.tsx). Its code is asked for as soon as the dashboard knows an
 * approver is looking, not when it is drawn: asked for then, the count waited for its code, and then for React's reveal
 * of a suspended part (at least 300 ms after its fallback), before its own read could start (issue 25).
 */
import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { resourceDefinitions } from '../../../src/portal/registry';
import { renderPortal } from '../support/renderPortal';
import { holdAnswer } from '../support/heldAnswer';
import { signInAs } from '../support/session';

vi.setConfig({ testTimeout: 90_000 });

const askedForCount = vi.fn();
vi.mock('../../../src/portal/dashboard/AccessRequestsWaiting', () => {
  askedForCount();
  return { default: () => <section aria-label="Access requests" /> };
});

it("asks for the count's code while the company's other modules are still loading", async () => {
  const answer = holdAnswer('http://localhost:4010/portal/api/v1/products/assignedToCompany/:companyId');
  await signInAs('clientadmin@portico.test');
  renderPortal(resourceDefinitions, '/dashboard');
  await screen.findByRole('region', { name: 'Your modules' }, { timeout: 30_000 });
  expect(screen.getByRole('status', { name: 'Loading more modules' })).toBeInTheDocument();
  await vi.waitFor(() => expect(askedForCount).toHaveBeenCalled());
  expect(screen.queryByRole('region', { name: 'Access requests' })).not.toBeInTheDocument();

  answer();
  expect(await screen.findByRole('region', { name: 'Access requests' }, { timeout: 30_000 })).toBeInTheDocument();
});
