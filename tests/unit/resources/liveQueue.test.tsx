import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import accessGrants from '../../../resources/accessGrants';
import accessRequestDecisions from '../../../resources/accessRequestDecisions';
import accessRequests from '../../../resources/accessRequests';
import companies from '../../../resources/companies';
import { getStore } from '../../../sandbox/store';
import { dataRows, openAs } from './render';
import { requestAccessAsAnalyst, streamAnswered } from '../support/liveStream';
import { subscribe } from '../../../providers/liveEvents';

vi.setConfig({ testTimeout: 90_000 });

const defs = [accessRequests, accessRequestDecisions, accessGrants, companies];

describe("an approver's queue, live (definition option `live`)", () => {
  it('shows a request made elsewhere within 2 s, and says so politely', async () => {
    const answered = streamAnswered();
    await openAs(defs, 'clientadmin@portico.test', '/data/access/manage/request-access');
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0), { timeout: 20_000 });
    await answered;
    const status = screen.getAllByRole('status').find((s) => s.getAttribute('aria-live') === 'polite')!;
    expect(status).toHaveTextContent('');

    await requestAccessAsAnalyst('Quarter-end reconciliation of contributions');
    expect(await screen.findByText('Quarter-end reconciliation of contributions', {}, { timeout: 2_000 })).toBeInTheDocument();
    expect(status).toHaveTextContent('1 new request');

    await requestAccessAsAnalyst('Checking a late payroll file');
    await requestAccessAsAnalyst('Checking a second payroll file');
    expect(await screen.findByText('Checking a second payroll file', {}, { timeout: 2_000 })).toBeInTheDocument();
    await waitFor(() => expect(status).toHaveTextContent(/^(2 new requests|1 new request)$/));
  });

  it('says a request open on screen was decided by someone else, before the approver acts, and Reload shows it', async () => {
    const request = getStore().accessRequests.find(
      (r) => r.companyId === 'cmp-01' && r.approvalStatus === 'Pending' && r.requesterId !== 'usr-clientadmin',
    )!;
    const answered = streamAnswered();
    await openAs(defs, 'clientadmin@portico.test', `/data/access/manage/request-access/view/${request.id}/details`);
    await screen.findByRole('button', { name: 'Approve' }, { timeout: 20_000 });
    await answered;
    expect(screen.queryByText('This record was changed by someone else since you opened it')).not.toBeInTheDocument();

    // Support decides it in another browser.
    const login = await fetch('http://localhost:4010/identity/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'support@portico.test', password: 'Portico#Demo2026' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const decided = await fetch(`http://localhost:4010/gateway/api/v1/access-requests/${request.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ approvalStatus: 'Rejected' }),
    });
    expect(decided.status).toBe(200);

    const notice = await screen.findByRole('alert', {}, { timeout: 2_000 });
    expect(notice).toHaveTextContent('This record was changed by someone else since you opened it');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument());
    expect(screen.queryByText('This record was changed by someone else since you opened it')).not.toBeInTheDocument();
  });

  it("does not tell the approver their own decision was someone else's", async () => {
    const user = userEvent.setup();
    const request = getStore().accessRequests.find(
      (r) => r.companyId === 'cmp-01' && r.approvalStatus === 'Pending' && r.requesterId !== 'usr-clientadmin',
    )!;
    const answered = streamAnswered();
    await openAs(defs, 'clientadmin@portico.test', `/data/access/manage/request-access/view/${request.id}/details`);
    await user.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 20_000 }));
    await answered;
    // The page's own connection: this listener hears the decision's event after the screen's, on the same tab.
    const decided = new Promise<void>((resolve) => {
      const stop = subscribe('accessRequests', (signal) => {
        if (signal.kind !== 'event' || signal.event.recordId !== request.id || signal.event.type !== 'decided') return;
        stop();
        resolve();
      });
    });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Access request approved')).toBeInTheDocument();
    await act(() => decided);
    expect(await screen.findByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    expect(screen.queryByText('This record was changed by someone else since you opened it')).not.toBeInTheDocument();
  });

  it('takes a withdrawn request out of the open queue within 2 s', async () => {
    const id = await requestAccessAsAnalyst('Payroll audit no longer needed');
    const answered = streamAnswered();
    await openAs(defs, 'clientadmin@portico.test', '/data/access/manage/request-access');
    expect(await screen.findByText('Payroll audit no longer needed', {}, { timeout: 20_000 })).toBeInTheDocument();
    await answered;

    // No screen offers a requester a withdrawal; the gateway's DELETE (SuperAdmin's) is the one way, from elsewhere.
    const login = await fetch('http://localhost:4010/identity/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'superadmin@portico.test', password: 'Portico#Demo2026' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const withdrawn = await fetch(`http://localhost:4010/gateway/api/v1/access-requests/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(withdrawn.status).toBe(200);
    await waitFor(() => expect(screen.queryByText('Payroll audit no longer needed')).not.toBeInTheDocument(), { timeout: 2_000 });
    expect(dataRows().length).toBeGreaterThan(0);
  });
});
