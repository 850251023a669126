/**
 * The fields form view block (`FieldsForm`): a few of the definition's fields saved by a call of the screen's own, on
 * a tab of the invented pension provider. What it sends, what the screen adds beside the fields, the notice and the
 * record read again after a save, and a refusal kept under the form and on the field it names with the typed value.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useRecordContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { request } from '../../../providers/http';
import { server } from '../../../sandbox/node';
import { FieldsForm } from '../../../src/framework/views';
import { findFieldError } from '../support/fieldError';
import { renderPortal } from '../support/renderPortal';
import { clickSave } from '../support/saveButton';
import { findServerError } from '../support/serverError';
import { signInAs } from '../support/session';
import { PROVIDER_API as API, PROVIDER_BASE as BASE, PROVIDER_NAME, pensionProvider } from '../support/pensionProvider';

vi.setConfig({ testTimeout: 60_000 });

/** The name saved with a call of the tab's own, a line of the tab's own after it. */
const RenameTab = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <FieldsForm
      fields={['name']}
      defaultValues={{ name: record.name }}
      save={(values) => request('portal', `/api/v1/pension-providers/${record.id}/name`, { method: 'POST', json: { name: values.name } })}
      messages={{ save: 'resources.pensionProviders.rename.save', saved: 'resources.pensionProviders.rename.saved' }}
      key={String(record.name)}
    >
      <p>Renaming keeps the provider's schemes.</p>
    </FieldsForm>
  );
};

const pensionProviders = pensionProvider({
  route: { tabs: [{ path: 'rename', label: 'Rename', component: RenameTab }] },
  fields: [{ ...PROVIDER_NAME, required: true }],
  messages: { rename: { save: 'Rename', saved: 'Provider renamed.' } },
});

const serve = (refusal?: { message: string; errors: Record<string, string[]> }) => {
  const record = { id: 'pp-1', name: 'Aviva' };
  const seen = { reads: 0, sent: [] as unknown[] };
  server.use(
    http.get(`${API}/pension-providers/:id`, () => {
      seen.reads += 1;
      return HttpResponse.json(record);
    }),
    http.post(`${API}/pension-providers/:id/name`, async ({ request: sent }) => {
      const body = (await sent.json()) as { name: string };
      seen.sent.push(body);
      if (refusal) return HttpResponse.json(refusal, { status: 400 });
      record.name = body.name;
      return HttpResponse.json(record);
    }),
  );
  return seen;
};

const open = async () => {
  await signInAs('superadmin@portico.test');
  renderPortal([pensionProviders], `${BASE}/update/pp-1/rename`);
  return screen.findByRole('textbox', { name: /^Name/ }, { timeout: 30_000 });
};

describe('the fields form', () => {
  it("sends the typed fields with the screen's own call, then says so and reads the record again", async () => {
    const user = userEvent.setup();
    const seen = serve();
    const name = await open();
    expect(name).toHaveValue('Aviva');
    expect(screen.getByText("Renaming keeps the provider's schemes.")).toBeInTheDocument();
    const reads = seen.reads;
    await user.clear(name);
    await user.type(name, 'Aviva Life');
    await clickSave(user, 'Rename');
    expect(await screen.findByText('Provider renamed.')).toBeInTheDocument();
    expect(seen.sent).toEqual([{ name: 'Aviva Life' }]);
    await waitFor(() => expect(seen.reads).toBeGreaterThan(reads));
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Aviva Life');
  });

  it('keeps a refusal under the form and on the field it names, with the typed value', async () => {
    const user = userEvent.setup();
    serve({ message: 'The provider was not renamed.', errors: { name: ['That name is taken.'] } });
    const name = await open();
    await user.clear(name);
    await user.type(name, 'Scottish Widows');
    await clickSave(user, 'Rename');
    await findServerError(document.body, 'The provider was not renamed.');
    await findFieldError('That name is taken.');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Scottish Widows');
  });
});
