import { buildSeed } from './seed';
import type { Store } from './types';

export type { Store } from './types';

let seed: Store | undefined;
let current: Store | undefined;

const pristine = () => (seed ??= buildSeed());

/** The live store. Handlers mutate it in place; `resetSandbox` swaps in a fresh copy of the seed. */
export const getStore = (): Store => (current ??= structuredClone(pristine()));

/**
 * Restores the seed and, because sessions live in the store, revokes every session. Runs after every Vitest test,
 * so it only clones: the seed and the demo password's hash are computed once per process.
 */
export const resetSandbox = (): void => {
  current = structuredClone(pristine());
};

/** Ids for records created at run time; prefixed so they never collide with seeded ids. */
export const newId = (prefix: string): string => {
  const store = getStore();
  const n = store.nextId++;
  return `${prefix}-new-${String(n).padStart(4, '0')}`;
};
