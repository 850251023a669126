import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveTimings } from '../../../providers/liveEvents';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { resourceDefinitions } from '../../../src/portal/registry';
import { renderPortal } from '../support/renderPortal';
import { holdAnswer } from '../support/heldAnswer';
import { signInAs } from '../support/session';
import { EVENTS, requestAccessAsAnalyst, streamAnswered } from '../support/liveStream';

vi.setConfig({ testTimeout: 90_000 });

/** The requests a ClientAdmin of cmp-01 and cmp-02 may decide that wait for a decision. */
const waitingFor = (companies: string[]) =>
  getStore().accessRequests.filter((r) => r.approvalStatus === 'Pending' && companies.includes(r.companyId)).length;

/** A ClientAdmin's dashboard, once its Access requests section counts `waiting`. */
const openDashboardCounting = async (waiting: number) => {
  await signInAs('clientadmin@portico.test');
  renderPortal(resourceDefinitions, '/dashboard');
  const section = within(await screen.findByRole('region', { name: 'Access requests' }, { timeout: 30_000 }));
  expect(
    await section.findByText(`${waiting} access requests are waiting for a decision.`, { exact: false }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  return section;
};

const timings = { ...liveTimings };
afterEach(() => {
  Object.assign(liveTimings, timings);
});

describe("the dashboard's count of access requests waiting for a decision", () => {
  it("comes after the company's other modules have loaded, so it is never pushed down the page when they arrive", async () => {
    const answer = holdAnswer('http://localhost:4010/portal/api/v1/products/assignedToCompany/:companyId');
    await signInAs('clientadmin@portico.test');
    renderPortal(resourceDefinitions, '/dashboard');
    await screen.findByRole('region', { name: 'Your modules' }, { timeout: 30_000 });
    expect(screen.getByRole('status', { name: 'Loading more modules' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Access requests' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('region', { name: 'Access requests' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading more modules' })).not.toBeInTheDocument();
  });

  it('tells an approver how many wait, and counts a new one within 2 s, announced', async () => {
    const before = waitingFor(['cmp-01', 'cmp-02']);
    const answered = streamAnswered();
    const section = await openDashboardCounting(before);
    expect(section.getByRole('link', { name: 'Open Manage Access' })).toHaveAttribute('href', '/data/access/manage');
    await answered;

    await requestAccessAsAnalyst();
    expect(
      await section.findByText(`${before + 1} access requests are waiting for a decision.`, { exact: false }, { timeout: 2_000 }),
    ).toBeInTheDocument();
    expect(section.getByRole('status')).toHaveTextContent('1 new request');
  });

  it('still counts a new one when the stream cannot be opened, by reading again on the fallback beat', async () => {
    // A proxy that will not stream: the transport falls back to telling the screen to read again (here every 300 ms).
    Object.assign(liveTimings, { pollMs: 300 });
    const refused = new Promise<void>((resolve) => {
      server.use(
        http.get(EVENTS, () => {
          resolve();
          return HttpResponse.json({ message: 'Not here.' }, { status: 503 });
        }),
      );
    });
    const before = waitingFor(['cmp-01', 'cmp-02']);
    const section = await openDashboardCounting(before);
    await refused;

    await requestAccessAsAnalyst();
    expect(
      await section.findByText(`${before + 1} access requests are waiting for a decision.`, { exact: false }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('is not shown to those who do not decide', async () => {
    await signInAs('analyst@portico.test');
    renderPortal(resourceDefinitions, '/dashboard');
    await screen.findByRole('region', { name: 'Your modules' }, { timeout: 30_000 });
    expect(screen.queryByRole('region', { name: 'Access requests' })).not.toBeInTheDocument();
  });
});
