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

describe("the company picker's place", () => {
  it('is held from the first drawing at /, so nothing moves when / becomes /dashboard', async () => {
    await signInAs('clientadmin@portico.test');
    // At each drawing of the frame (its menu): whether the picker or its placeholder is drawn. The frame is drawn at /
    // first, where no page has a placeholder of its own yet. (In the browser the picker sits above the menu, which moved
    // down by its height when the address changed, and a press on an entry landed on the picker.)
    const drawings: { picker: boolean; page: boolean }[] = [];
    const onRender = () => {
      if (!document.querySelector('nav[aria-label="Main menu"]')) return;
      const picker = document.querySelector('.MuiSkeleton-root, input[role="combobox"]') !== null;
      drawings.push({ picker, page: document.querySelector('h1') !== null });
    };
    render(
      <Profiler id="portal" onRender={onRender}>
        <MemoryRouter initialEntries={['/']}>
          <PortalAdmin definitions={resourceDefinitions} />
        </MemoryRouter>
      </Profiler>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome to/ }, { timeout: 20_000 })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Company' })).toBeInTheDocument();
    expect(drawings.some((d) => !d.page)).toBe(true);
    expect(drawings.filter((d) => !d.picker)).toEqual([]);
  });
});
