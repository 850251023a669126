import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import auditTrail from '../../../resources/auditTrail';
import users from '../../../resources/users';
import { getStore } from '../../../sandbox/store';
import { findFieldError } from '../support/fieldError';
import { dataRows, menu, openAs } from './render';

vi.setConfig({ testTimeout: 120_000 });

const defs = [auditTrail, users];
const AUDIT = '/administration/console/audit';

describe('the console audit trail', () => {
  it('lists changes newest first with who, what and before → after, and filters by entity type', async () => {
    const user = userEvent.setup();
    await openAs(defs, 'superadmin@portico.test', AUDIT);
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0), { timeout: 30_000 });
    expect(menu().getByRole('link', { name: 'Audit trail' })).toHaveAttribute('href', AUDIT);
    const newest = [...getStore().auditTrail].sort((a, b) => b.occurredAt.localeCompare(a.occurredAt))[0]!;
    expect(dataRows()[0]).toHaveTextContent(newest.entityName);
    expect(dataRows()[0]).toHaveTextContent(newest.userEmail);
    const change = newest.changes[0]!;
    expect(dataRows()[0]).toHaveTextContent(`${change.field}: ${change.before ?? '—'} → ${change.after ?? '—'}`);

    const entityType = screen.getByRole('combobox', { name: 'Entity type' });
    // Spec 3.2's six and the other records administrators change.
    for (const type of ['Company', 'Strategic partner', 'Section', 'Tenant', 'Module', 'API integration', 'Setting'])
      expect(within(entityType).getByRole('option', { name: type })).toBeInTheDocument();
    await user.selectOptions(entityType, 'Scheme');
    await waitFor(() => expect(dataRows().every((row) => within(row).queryByText('Scheme'))).toBe(true));
  });

  it('holds a from-date later than the to-date with spec 5 message', async () => {
    const user = userEvent.setup();
    await openAs(defs, 'support@portico.test', AUDIT);
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0), { timeout: 30_000 });
    const from = await screen.findByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.type(to, '2026-01-01');
    await user.type(from, '2026-02-01');
    expect(await findFieldError('From field must be earlier than 01/01/2026')).toBeInTheDocument();
  });

  it('is for SuperAdmin and Support only', async () => {
    const portal = await openAs(defs, 'analyst@portico.test', AUDIT);
    await waitFor(() => expect(portal.location()).toBe('/permission-denied'), { timeout: 30_000 });
  });
});
