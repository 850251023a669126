import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openAs, portalFileWaits } from '../users/render';

portalFileWaits();

/** Which of the page's DOM updates (MutationObserver batches, one per React commit or more) first holds each element. */
const firstDrawn = (found: Record<string, () => boolean>) => {
  const at: Record<string, number> = {};
  let batch = 0;
  const observer = new MutationObserver(() => {
    batch += 1;
    for (const [name, present] of Object.entries(found)) if (at[name] === undefined && present()) at[name] = batch;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { at, stop: () => observer.disconnect() };
};

const buttonNamed = (text: string) => () =>
  [...document.querySelectorAll('main button, main a')].some((b) => b.textContent?.trim() === text);

describe("a list's toolbar", () => {
  let stop = () => {};
  afterEach(() => stop());

  it('is drawn whole: Create and Export come with the search box, not a moment later (nothing beside them moves)', async () => {
    const drawn = firstDrawn({
      search: () => document.querySelector('main input[name="q"]') !== null,
      create: buttonNamed('Create'),
      export: buttonNamed('Export'),
    });
    stop = drawn.stop;
    await openAs('superadmin@portico.test', '/administration/onboarding/company/list');
    await screen.findByText('Pennine Building Society', {}, { timeout: 30_000 });
    expect(screen.getByRole('link', { name: 'Create' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(drawn.at.search).toBeDefined();
    expect(drawn.at).toEqual({ search: drawn.at.search, create: drawn.at.search, export: drawn.at.search });
  });
});
