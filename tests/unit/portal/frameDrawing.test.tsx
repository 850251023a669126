/**
 * The portal's first screen is drawn with its frame, in one drawing: the page did not come in a second, synchronous
 * drawing of everything in the frame, which blocked the phone's main thread for the dashboard's first paint (issue 25,
 * goal 0; docs/performance.md).
 */
import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PortalAdmin } from '../../../src/portal/PortalApp';
import { resourceDefinitions } from '../../../src/portal/registry';
import { signInAs } from '../support/session';

/** At each drawing React commits: whether the frame (its banner) and the page (its heading) are in the document. */
const drawPortal = (path: string) => {
  const drawings: { frame: boolean; page: boolean }[] = [];
  const onRender = () => drawings.push({ frame: document.querySelector('header') !== null, page: document.querySelector('h1') !== null });
  render(
    <Profiler id="portal" onRender={onRender}>
      <MemoryRouter initialEntries={[path]}>
        <PortalAdmin definitions={resourceDefinitions} />
      </MemoryRouter>
    </Profiler>,
  );
  return drawings;
};

describe("the portal's first drawing", () => {
  it('draws the dashboard in the same drawing as the frame', async () => {
    await signInAs('clientadmin@portico.test');
    const drawings = drawPortal('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome to/ }, { timeout: 20_000 })).toBeInTheDocument();
    const first = drawings.findIndex((d) => d.frame);
    expect(drawings[first]).toEqual({ frame: true, page: true });
  });
});
