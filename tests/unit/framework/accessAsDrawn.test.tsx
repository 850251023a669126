/**
 * What a user may do with a record is drawn with the record: the access table's answer as the screen draws, not
 * react-admin's asynchronous canAccess a drawing later. Asked of react-admin, the Delete button and the progress
 * panel's links came after the rest of the screen and drew it again (issue 25), and a check that they were absent
 * passed before the answer arrived.
 */
import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getStore } from '../../../sandbox/store';
import { PortalAdmin } from '../../../src/portal/PortalApp';
import { resourceDefinitions } from '../../../src/portal/registry';
import { signInAs } from '../support/session';

const BASE = '/administration/onboarding/company';

/** At each drawing React commits: whether `drawn` and `offered` are in the document. */
const drawPortal = (path: string, drawn: () => boolean, offered: () => boolean) => {
  const drawings: { drawn: boolean; offered: boolean }[] = [];
  render(
    <Profiler id="portal" onRender={() => drawings.push({ drawn: drawn(), offered: offered() })}>
      <MemoryRouter initialEntries={[path]}>
        <PortalAdmin definitions={resourceDefinitions} />
      </MemoryRouter>
    </Profiler>,
  );
  return () => drawings.find((d) => d.drawn);
};

const button = (name: string) => () => screen.queryByRole('button', { name }) !== null;

describe('what a user may do, drawn with the record', () => {
  it("draws the update form's Delete in the drawing that first shows its Save", async () => {
    await signInAs('superadmin@portico.test');
    const first = drawPortal(`${BASE}/update/cmp-02/details`, button('Save'), button('Delete'));
    expect(await screen.findByRole('button', { name: 'Delete' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(first()).toEqual({ drawn: true, offered: true });
  });

  it("draws the setup progress's link to the step still to do in the drawing that first shows the progress", async () => {
    const company = getStore().companies.find((c) => c.setupCompleteness === 'BrandingIncomplete')!;
    await signInAs('superadmin@portico.test');
    const first = drawPortal(
      `${BASE}/view/${company.id}/details`,
      () => screen.queryByRole('region', { name: 'Setup progress' }) !== null,
      () => screen.queryByRole('link', { name: "add the company's logo" }) !== null,
    );
    expect(await screen.findByRole('link', { name: "add the company's logo" }, { timeout: 20_000 })).toBeInTheDocument();
    expect(first()).toEqual({ drawn: true, offered: true });
  });
});
