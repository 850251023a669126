/**
 * The settings form block (a page's `block: { kind: 'settingsForm' }`): its values from a record or from `{ key,
 * value }` entries, what a save sends, and, on the data publish configuration page, the warning before unsaved input
 * is left and a refused save under the form with the field it names.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import dataPublishConfiguration from '../../../resources/dataPublishConfiguration';
import { server } from '../../../sandbox/node';
import type { FieldDefinition, SettingsFormBlock } from '../../../src/framework';
import { sentValues, settingsValues } from '../../../src/framework/views/blocks/settingsValues';
import { openAs } from '../resources/render';
import { clickSave } from '../support/saveButton';

vi.setConfig({ testTimeout: 90_000 });

const ENDPOINT = { service: 'portal', path: '/api/v1/settings' } as const;
const block = (entries?: SettingsFormBlock['entries']): SettingsFormBlock => ({
  kind: 'settingsForm',
  read: ENDPOINT,
  save: { ...ENDPOINT, method: 'PUT' },
  messages: 'form',
  entries,
});
const field = (source: string, type: FieldDefinition['type'] = 'text'): FieldDefinition => ({ source, type, label: source, edit: true });

describe('the settings form: values and what a save sends', () => {
  it('takes a record as it is, and entries by key among those matching, a missing one empty', () => {
    expect(settingsValues(block(), [field('a')], { id: 'default', a: 1 })).toEqual({ id: 'default', a: 1 });
    const answer = [
      { key: 'email', value: 'default@portico.test', scope: 'Default' },
      { key: 'email', value: 'company@portico.test', scope: 'Company' },
    ];
    expect(settingsValues(block({ match: { scope: 'Default' } }), [field('email'), field('notice')], answer)).toEqual({
      email: 'default@portico.test',
      notice: '',
    });
  });

  it('sends the edited fields nested as their sources, a phone in international form and a blank one as asked', async () => {
    const fields = [field('contact.email'), field('contact.phone', 'phone'), field('other', 'phone')];
    const typed = { contact: { email: 'a@portico.test', phone: '020 7946 0000' }, other: '', ignored: true };
    expect(await sentValues(fields, typed, null)).toEqual({
      contact: { email: 'a@portico.test', phone: '+44 2079460000' },
      other: null,
    });
  });
});

describe('the settings form on a page', () => {
  it('warns before unsaved input is left, and keeps a refused save under the form and on its field', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    server.use(
      http.put('http://localhost:4010/gateway/api/v1/data-publish/configuration', () =>
        HttpResponse.json({ message: 'The limit is too high.', errors: { limitValue: ['The limit is too high.'] } }, { status: 400 }),
      ),
    );
    const portal = await openAs([dataPublishConfiguration], 'superadmin@portico.test', '/data/publish/configuration');
    const limit = await screen.findByRole('spinbutton', { name: /Limit/ }, { timeout: 20_000 });
    await user.clear(limit);
    await user.type(limit, '9999');
    await user.click(screen.getAllByRole('link', { name: 'Home' })[0]!);
    expect(confirm).toHaveBeenCalledWith('You have changes that are not saved. Leave this page and lose them?');
    expect(portal.location()).toBe('/data/publish/configuration');

    await clickSave(user, 'Save');
    expect(await screen.findAllByText('The limit is too high.')).toHaveLength(2);
    expect(limit).toHaveValue(9999);
    confirm.mockRestore();
  });
});
