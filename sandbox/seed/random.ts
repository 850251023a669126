/**
 * A seeded generator so the seed is identical on every start and in every test: ids, names and numbers that
 * tests or screenshots rely on never drift.
 */
export const createRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = (): number => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const digits = (count: number) => Array.from({ length: count }, () => int(0, 9)).join('');
  const letters = (count: number) => Array.from({ length: count }, () => String.fromCharCode(65 + int(0, 25))).join('');
  return { next, int, pick, digits, letters };
};

/** Historical seed data is dated from a fixed day so lists sort the same way on every run. */
export const SEED_EPOCH = Date.parse('2026-01-12T09:00:00Z');
export const daysBefore = (days: number, hours = 0) => new Date(SEED_EPOCH - days * 86_400_000 - hours * 3_600_000).toISOString();

export const pad = (n: number, width = 2) => String(n).padStart(width, '0');
