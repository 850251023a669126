import { buildSeed } from './seed';
import { applyScale, parseScale } from './seed/scale';
import type { Store } from './types';

export type { Store } from './types';

let seed: Store | undefined;
let current: Store | undefined;

/** The seed, grown to `PORTICO_SANDBOX_SCALE` when that is set (benchmarks only; see sandbox/seed/scale.ts). */
const pristine = () => {
  if (!seed) {
    seed = buildSeed();
    applyScale(seed, parseScale(typeof process === 'undefined' ? undefined : process.env.PORTICO_SANDBOX_SCALE));
  }
  return seed;
};

/**
 * The seed is plain JSON-shaped data (no Dates, Maps or cycles), so a direct recursive copy is enough, and it is
 * several times faster than structuredClone, which matters when it runs after every test.
 */
const copy = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map(copy) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key in value) out[key] = copy((value as Record<string, unknown>)[key]);
    return out as T;
  }
  return value;
};

/** The live store. Handlers mutate it in place; `resetSandbox` swaps in a fresh copy of the seed. */
export const getStore = (): Store => (current ??= copy(pristine()));

/**
 * Restores the seed and, because sessions live in the store, revokes every session. Runs after every Vitest test,
 * so it only clones: the seed and the demo password's hash are computed once per process.
 */
export const resetSandbox = (): void => {
  current = copy(pristine());
};

/** Ids for records created at run time; prefixed so they never collide with seeded ids. */
export const newId = (prefix: string): string => {
  const store = getStore();
  const n = store.nextId++;
  return `${prefix}-new-${String(n).padStart(4, '0')}`;
};
