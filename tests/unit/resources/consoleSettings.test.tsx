import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import consoleSettings from '../../../resources/consoleSettings';
import { getStore } from '../../../sandbox/store';
import { clearBrandingCache } from '../../../src/shared/branding';
import { renderAuth } from '../auth/render';
import { findFieldError } from '../support/fieldError';
import { openAs } from './render';
import { clickSave } from '../support/saveButton';

vi.setConfig({ testTimeout: 120_000 });

const GENERAL = '/administration/console/general';
const setting = (id: string) => getStore().settings.find((s) => s.id === id);

describe('the console general settings', () => {
  it('changes the defaults, refusing a phone that is not a possible number, and the sign-in page shows the notice', async () => {
    const user = userEvent.setup();
    await openAs([consoleSettings], 'superadmin@portico.test', GENERAL);
    const phone = await screen.findByRole('textbox', { name: /^Support phone/ }, { timeout: 30_000 });
    await user.clear(phone);
    await user.type(phone, '020 7946');
    await user.type(
      screen.getByRole('textbox', { name: /^Maintenance notice/ }),
      'The portal is closed on Sunday 29 November from 06:00 to 09:00.',
    );
    await user.click(screen.getByRole('button', { name: 'Save defaults' }));
    expect(
      await findFieldError('Enter the phone number in international format with a space after the country code, like +44 20 7946 0000'),
    ).toBeInTheDocument();
    await user.clear(phone);
    // As people type it; the API keeps its international form.
    await user.type(phone, '020 7946 1234');
    await clickSave(user, 'Save defaults');
    await waitFor(() => expect(setting('supportPhone')!.value).toBe('+44 2079461234'));
    // Saved one after the other: the notice follows the phone.
    await waitFor(() => expect(setting('maintenanceNotice')!.value).toMatch(/^The portal is closed/));

    clearBrandingCache();
    renderAuth('/auth/login');
    // The sign-in page's notice, under its title (the console page, still rendered beside it, shows the same text).
    const title = await screen.findByText('Service notice');
    expect(title.parentElement).toHaveTextContent('The portal is closed on Sunday 29 November from 06:00 to 09:00.');
  });

  it('gives one company its own support contact (Setting scope Company), and removes it', async () => {
    const user = userEvent.setup();
    await openAs([consoleSettings], 'superadmin@portico.test', GENERAL);
    await screen.findByText('No company has its own support contact.', {}, { timeout: 30_000 });
    await user.type(screen.getByRole('combobox', { name: 'Company' }), 'Pennine');
    await user.click(await screen.findByRole('option', { name: 'Pennine Building Society' }));
    await user.type(screen.getByRole('textbox', { name: 'Value' }), 'pensions.help@pennine.example');
    await user.click(screen.getByRole('button', { name: 'Add override' }));
    const table = await screen.findByRole('table', { name: 'Company overrides' });
    expect(
      within(table).getByRole('row', { name: /Pennine Building Society Support email Company pensions\.help@pennine\.example/ }),
    ).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Remove override for Pennine Building Society' }));
    await screen.findByText('No company has its own support contact.');
  });

  it('gives a company its own support phone as typed, refusing an impossible one, and lists it as people read it', async () => {
    const user = userEvent.setup();
    await openAs([consoleSettings], 'superadmin@portico.test', GENERAL);
    await screen.findByText('No company has its own support contact.', {}, { timeout: 30_000 });
    await user.type(screen.getByRole('combobox', { name: 'Company' }), 'Pennine');
    await user.click(await screen.findByRole('option', { name: 'Pennine Building Society' }));
    await user.click(screen.getByRole('combobox', { name: 'Setting' }));
    await user.click(await screen.findByRole('option', { name: 'Support phone' }));
    const value = screen.getByRole('textbox', { name: 'Value' });
    await user.type(value, '0113 496 00');
    await user.click(screen.getByRole('button', { name: 'Add override' }));
    expect(
      await screen.findByText('Enter the phone number in international format with a space after the country code, like +44 20 7946 0000'),
    ).toBeInTheDocument();
    expect(getStore().settings.filter((s) => s.scope === 'Company')).toHaveLength(0);
    await user.clear(value);
    await user.type(value, '0044 (0)113 496 0000');
    await user.click(screen.getByRole('button', { name: 'Add override' }));
    const table = await screen.findByRole('table', { name: 'Company overrides' });
    expect(
      within(table).getByRole('row', { name: /Pennine Building Society Support phone Company \+44 113 496 0000/ }),
    ).toBeInTheDocument();
    expect(getStore().settings.find((s) => s.scope === 'Company' && s.key === 'supportPhone')!.value).toBe('+44 1134960000');
  });

  it('shows Support the settings read-only', async () => {
    await openAs([consoleSettings], 'support@portico.test', GENERAL);
    expect(await screen.findByText('Only a SuperAdmin can change these settings.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save defaults' })).not.toBeInTheDocument();
    expect(await screen.findByText('support@portico.test')).toBeInTheDocument();
    // The stored '+44 2079460000' as people read it.
    expect(screen.getByText('+44 20 7946 0000')).toBeInTheDocument();
  });
});
