/**
 * Code asked for once and drawn without a wait once it has arrived (src/shared/loadOnce.ts and the framework's
 * lazyScreen): the first screen's code, asked for as the portal starts, is drawn in the screen's first drawing instead
 * of suspending on code already there, which showed the skeleton and held the screen back 300 ms more (issue 25, goal 3).
 */
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LazyScreen } from '../../../src/framework';
import { lazyScreen } from '../../../src/framework/views/loadOnce';
import { lazyOnce, once } from '../../../src/shared/loadOnce';
import { loadScreenCode } from '../../../src/framework/views/ViewElement';
import { resourceDefinitions } from '../../../src/portal/registry';

const Screen = () => <h1>Thames Valley Logistics Ltd</h1>;

const drawn = (Lazy: React.ComponentType) =>
  render(
    <Suspense fallback={<p role="status">Loading…</p>}>
      <Lazy />
    </Suspense>,
  );

describe('lazyOnce', () => {
  it('draws code that has arrived in its first drawing, without the fallback', async () => {
    const load = once(() => Promise.resolve(Screen));
    await load();
    drawn(lazyOnce(load));
    expect(screen.getByRole('heading', { name: 'Thames Valley Logistics Ltd' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the fallback while the code is on its way, then the screen', async () => {
    let arrive: (screen: typeof Screen) => void = () => undefined;
    const load = once(() => new Promise<typeof Screen>((resolve) => (arrive = resolve)));
    drawn(lazyOnce(load));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    arrive(Screen);
    expect(await screen.findByRole('heading', { name: 'Thames Valley Logistics Ltd' })).toBeInTheDocument();
  });
});

describe("a definition's own screen (lazyScreen)", () => {
  it('is drawn without the fallback once its code has been asked for before it is drawn', async () => {
    const Own = lazyScreen(() => Promise.resolve({ default: Screen }));
    await Own.load();
    drawn(Own);
    expect(screen.getByRole('heading', { name: 'Thames Valley Logistics Ltd' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['users', 'list'],
    ['onboardingFiles', 'view'],
  ] as const)("is asked for before it is drawn, as the generated screens are: %s' %s", async (name, view) => {
    const definition = resourceDefinitions.find((d) => d.name === name)!;
    const load = vi.spyOn(definition.overrides?.[view] as LazyScreen, 'load');
    loadScreenCode(definition, view);
    expect(load).toHaveBeenCalledOnce();
    await expect(load.mock.results[0]!.value).resolves.toBeTypeOf('function');
  });
});

describe('once', () => {
  it('asks once, however many ask', async () => {
    let asked = 0;
    const load = once(() => Promise.resolve(++asked));
    await Promise.all([load(), load(), load()]);
    expect(asked).toBe(1);
    expect(load.loaded).toBe(1);
  });

  it('asks afresh after a failure', async () => {
    let asked = 0;
    const load = once(() => {
      asked += 1;
      return asked === 1 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve('loaded');
    });
    await expect(load()).rejects.toThrow('Failed to fetch');
    expect(load.loaded).toBeUndefined();
    await expect(load()).resolves.toBe('loaded');
    expect(asked).toBe(2);
  });
});
