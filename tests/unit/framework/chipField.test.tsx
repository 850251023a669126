/**
 * A select field read as a chip (`chip`), on a resource invented for the test: a pension provider's status, coloured
 * by its value and worded by its choice, in the generated list and view, with no component of the resource's own.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import companies from '../../../resources/companies';
import { server } from '../../../sandbox/node';
import { definitionCsv } from '../../../src/framework/csvExport';
import { renderPortal } from '../support/renderPortal';
import { signInAs } from '../support/session';
import { PROVIDER_API as API, PROVIDER_BASE as BASE, pensionProvider } from '../support/pensionProvider';

vi.setConfig({ testTimeout: 60_000 });

const pensionProviders = pensionProvider({
  route: { views: { list: true, view: true }, tabs: [{ path: 'details', label: 'Details' }] },
  fields: [
    { source: 'name', type: 'text', label: 'Name', list: true, show: true },
    {
      source: 'status',
      type: 'select',
      label: 'Status',
      choices: [
        { id: 'Live', name: 'Live' },
        { id: 'OnHold', name: 'On hold' },
        { id: 'Closed', name: 'Closed' },
      ],
      chip: { Live: 'success', OnHold: 'warning', Closed: 'default' },
      list: true,
      show: true,
    },
  ],
  access: { list: ['SuperAdmin'], show: ['SuperAdmin'] },
});

const PROVIDERS = [
  { id: 'pp-1', name: 'Aviva', status: 'Live' },
  { id: 'pp-2', name: 'Nest', status: 'OnHold' },
  { id: 'pp-3', name: 'Scottish Widows', status: 'Closed' },
  { id: 'pp-4', name: 'Royal London', status: 'Merged' },
];

const open = async (path: string) => {
  server.use(
    http.get(`${API}/pension-providers`, () =>
      HttpResponse.json(PROVIDERS, { headers: { 'Content-Range': `pension-providers 0-3/${PROVIDERS.length}` } }),
    ),
    http.get(`${API}/pension-providers/:id`, ({ params }) => HttpResponse.json(PROVIDERS.find((p) => p.id === params.id))),
  );
  await signInAs('superadmin@portico.test');
  return renderPortal([companies, pensionProviders], path);
};

/** The chip holding `text` in `scope`: MUI's classes say its colour and whether it is outlined. */
const chip = (scope: HTMLElement, text: string) => within(scope).getByText(text).closest('.MuiChip-root')!;

describe('a field read as a chip', () => {
  it('colours each value as declared, words it by its choice, and outlines a neutral or undeclared value', async () => {
    await open(`${BASE}/list`);
    const row = async (name: string) => (await screen.findByText(name, {}, { timeout: 30_000 })).closest('tr')!;
    expect(chip(await row('Aviva'), 'Live')).toHaveClass('MuiChip-colorSuccess', 'MuiChip-filled');
    expect(chip(await row('Nest'), 'On hold')).toHaveClass('MuiChip-colorWarning', 'MuiChip-filled');
    expect(chip(await row('Scottish Widows'), 'Closed')).toHaveClass('MuiChip-colorDefault', 'MuiChip-outlined');
    // A value the definition does not know is still shown, as it comes, without a colour that would claim a meaning.
    expect(chip(await row('Royal London'), 'Merged')).toHaveClass('MuiChip-colorDefault', 'MuiChip-outlined');
  });

  it('is the same chip on the record screen', async () => {
    await open(`${BASE}/view/pp-2/details`);
    await screen.findByRole('heading', { name: /Nest/ }, { timeout: 30_000 });
    expect(chip(document.body, 'On hold')).toHaveClass('MuiChip-colorWarning');
  });

  it('is exported as its choice, not as a chip', () => {
    const translate = (key: string, options?: Record<string, unknown>) =>
      key === 'resources.pensionProviders.choices.status.OnHold' ? 'On hold' : String(options?._ ?? key);
    expect(definitionCsv(pensionProviders, [PROVIDERS[1]!], translate).split('\r\n')[1]).toBe('"Nest","On hold"');
  });
});
