// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HIDDEN_PAGE_MS, afterNextPaint } from '../../../src/shared/afterPaint';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves in a task after the next frame is drawn, not before', async () => {
    vi.useFakeTimers();
    let drawFrame: () => void = () => undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => (drawFrame = callback));
    const resolved = vi.fn();
    void afterNextPaint().then(resolved);
    await vi.advanceTimersByTimeAsync(HIDDEN_PAGE_MS / 2);
    expect(resolved).not.toHaveBeenCalled();
    drawFrame();
    // The frame's callback runs before it is painted: still waiting until the task after it.
    await Promise.resolve();
    expect(resolved).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a frame a hidden page never draws', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const resolved = vi.fn();
    void afterNextPaint().then(resolved);
    await vi.advanceTimersByTimeAsync(HIDDEN_PAGE_MS - 1);
    expect(resolved).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toHaveBeenCalledTimes(1);
  });
});
