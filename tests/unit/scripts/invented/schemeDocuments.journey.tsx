/**
 * What the invented resource (./schemeDocuments.ts) gives from its definition alone, run in the copy of the project
 * that tests/unit/scripts/newResource.test.ts makes (as `schemeDocuments.test.tsx` beside this file): a nested list in
 * its scheme's tab, a create wizard whose second step is a checklist block, record tabs, and access by role.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../../sandbox/node';
import { getStore } from '../../../../sandbox/store';
import { listPath, recordPath } from '../../../../src/framework';
import { resourceDefinitions } from '../../../../src/portal/registry';
import { renderPortal } from '../../support/renderPortal';
import { signInAs } from '../../support/session';

vi.setConfig({ testTimeout: 90_000 });

const API = 'http://localhost:4010/portal/api/v1';
const definition = resourceDefinitions.find((d) => d.name === 'schemeDocuments')!;
const scheme = (getStore() as unknown as Record<string, { id: string; companyId: string }[]>)['schemes']![0]!;
const params = { companyId: scheme.companyId, schemeId: scheme.id };

/** The document endpoints a service would have, kept in memory; what the portal sent is kept for the assertions. */
const serve = () => {
  const documents = [
    {
      id: 'doc-1',
      schemeId: scheme.id,
      title: "Chair's statement 2025",
      kind: 'ChairStatement',
      publishedOn: '2025-07-31',
      memberGroupIds: [] as string[],
    },
  ];
  const sent = { created: [] as unknown[], updated: [] as unknown[] };
  server.use(
    http.get(`${API}/scheme-documents`, () =>
      HttpResponse.json(documents, { headers: { 'Content-Range': `scheme-documents 0-${documents.length - 1}/${documents.length}` } }),
    ),
    http.get(`${API}/scheme-documents/:id`, ({ params: { id } }) => HttpResponse.json(documents.find((d) => d.id === id))),
    http.post(`${API}/scheme-documents`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.created.push(body);
      const created = { ...body, id: 'doc-2', memberGroupIds: [] as string[] } as (typeof documents)[number];
      documents.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(`${API}/scheme-documents/:id`, async ({ params: { id }, request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.updated.push(body);
      const document = documents.find((d) => d.id === id)!;
      Object.assign(document, body);
      return HttpResponse.json(document);
    }),
    http.get(`${API}/member-groups`, () =>
      HttpResponse.json([
        { id: 'active', name: 'Active members' },
        { id: 'deferred', name: 'Deferred members' },
      ]),
    ),
  );
  return sent;
};

describe('an invented resource, from its definition alone', () => {
  it('lists under its scheme, is created in two steps (the second a checklist), and opens on its tabs', async () => {
    const user = userEvent.setup();
    const sent = serve();
    await signInAs('superadmin@portico.test');
    const portal = renderPortal(resourceDefinitions, listPath(definition, params, 'update'));
    expect(await screen.findByRole('link', { name: "Chair's statement 2025" }, { timeout: 30_000 })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Create' }));
    await user.type(await screen.findByRole('textbox', { name: /Document title/ }), 'Statement of investment principles 2026');
    await user.click(screen.getByRole('combobox', { name: /Kind of document/ }));
    await user.click(await screen.findByRole('option', { name: 'Statement of investment principles' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(portal.location()).toMatch(/\/doc-2\/readers$/));
    expect(sent.created).toEqual([
      expect.objectContaining({ title: 'Statement of investment principles 2026', kind: 'SIP', schemeId: scheme.id }),
    ]);

    const readers = await screen.findByRole('group', { name: 'Readers' }, { timeout: 30_000 });
    expect(screen.getByText('The member groups who may read this document.')).toBeInTheDocument();
    await user.click(within(readers).getByRole('checkbox', { name: 'Deferred members' }));
    await user.click(screen.getByRole('button', { name: 'Save readers' }));
    expect(await screen.findByText('Readers saved.')).toBeInTheDocument();
    expect(sent.updated).toEqual([{ memberGroupIds: ['deferred'] }]);

    await user.click(screen.getByRole('link', { name: 'Finish' }));
    await waitFor(() => expect(portal.location()).toBe(recordPath(definition, 'view', 'doc-2', params)));
    const tabs = await screen.findByRole('tablist', { name: 'Scheme document' }, { timeout: 30_000 });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Details', 'Readers']);
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(trail).toHaveTextContent('Statement of investment principles 2026'));
  });

  it('a Viewer reads the list and a record but is offered no way to change them', async () => {
    serve();
    await signInAs('viewer@portico.test');
    renderPortal(resourceDefinitions, listPath(definition, params, 'view'));
    await userEvent.click(await screen.findByRole('link', { name: "Chair's statement 2025" }, { timeout: 30_000 }));
    expect(await screen.findByText("Chair's statement", {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
