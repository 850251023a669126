/**
 * Issue 25: after the portal's first screen, the screens people open next load while the browser is idle, one module
 * per idle period and only once the page has loaded; nothing on a data-saver connection, and nothing left waiting once
 * the portal's frame has gone (signed out).
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS, prefetchWhenIdle } from '../../../src/shared/idlePrefetch';

/** The screens' modules, in the order they were first imported (a mock's factory runs on its first import). */
const imported = vi.hoisted(() => [] as string[]);
vi.mock('../../../src/framework/views/ResourceList', () => (imported.push('list'), {}));
vi.mock('../../../src/framework/views/ResourceRecord', () => (imported.push('record'), {}));
vi.mock('../../../src/framework/views/ResourceCreate', () => (imported.push('create'), {}));

/** The browser's idle periods, run when the test says the browser is idle. */
let idle: Array<{ id: number; run: () => void }>;
const cancelled: number[] = [];
const browserIdle = async () => {
  const waiting = idle.splice(0);
  for (const { run } of waiting) run();
  // The loader's promise settles, then the next module waits for the next idle period.
  await Promise.resolve();
  await Promise.resolve();
};

const setSaveData = (saveData: boolean | undefined) =>
  Object.defineProperty(navigator, 'connection', { value: saveData === undefined ? undefined : { saveData }, configurable: true });

beforeEach(() => {
  idle = [];
  cancelled.length = 0;
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (run: () => void) => {
    idle.push({ id: next, run });
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
  setSaveData(undefined);
});

afterEach(() => {
  // Unmounted (its stop cancelling with the stubbed browser) before the stubs go.
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setSaveData(undefined);
});

describe('the idle prefetch', () => {
  it('asks for each module in turn, each in an idle period of its own', async () => {
    const first = vi.fn(() => Promise.resolve());
    const second = vi.fn(() => Promise.reject(new Error('offline')));
    const third = vi.fn(() => Promise.resolve());
    prefetchWhenIdle([first, second, third]);
    expect(first).not.toHaveBeenCalled();

    await browserIdle();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    await browserIdle();
    expect(second).toHaveBeenCalledTimes(1);
    // A module that failed to load is the screen's to report when opened; the others still load.
    await browserIdle();
    expect(third).toHaveBeenCalledTimes(1);
    expect(idle).toHaveLength(0);
  });

  it('waits for the page to have loaded', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle([load]);
    expect(idle).toHaveLength(0);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await browserIdle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing when the connection saves data', async () => {
    setSaveData(true);
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle([load]);
    await browserIdle();
    expect(idle).toHaveLength(0);
    expect(load).not.toHaveBeenCalled();
  });

  it('stops what is left when stopped', async () => {
    const first = vi.fn(() => Promise.resolve());
    const second = vi.fn(() => Promise.resolve());
    const stop = prefetchWhenIdle([first, second]);
    await browserIdle();
    stop();
    expect(cancelled).toEqual([2]);
    expect(second).not.toHaveBeenCalled();
  });

  it('without requestIdleCallback (Safari), waits a while after the load instead', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle([load]);
    vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('ScreenPrefetch', () => {
  // Data saver first: the modules' mocks load once per file, so the other test sees them load.
  it('loads nothing on a data-saver connection', async () => {
    setSaveData(true);
    const { default: ScreenPrefetch } = await import('../../../src/framework/views/ScreenPrefetch');
    render(<ScreenPrefetch />);
    await browserIdle();
    expect(idle).toHaveLength(0);
    expect(imported).toEqual([]);
  });

  it('loads the list, then the record and edit, then the create screens when the browser is idle', async () => {
    const { default: ScreenPrefetch } = await import('../../../src/framework/views/ScreenPrefetch');
    render(<ScreenPrefetch />);
    expect(imported).toEqual([]);
    await vi.waitFor(async () => {
      await browserIdle();
      expect(imported).toEqual(['list', 'record', 'create']);
    });
  });
});
