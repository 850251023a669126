/**
 * Recent destinations of the command palette, newest first, kept in this browser. Shown only while they are still
 * among the screens the user may open or are records (which the API re-checks when they open).
 */
import type { PaletteEntry } from './usePaletteEntries';

const KEY = 'portico.palette.recent';
const KEEP = 6;

const read = (): PaletteEntry[] => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PaletteEntry[]).filter((e) => typeof e?.to === 'string' && e.to.startsWith('/')) : [];
  } catch {
    return [];
  }
};

export const remember = (entry: PaletteEntry): void => {
  const rest = read().filter((e) => e.key !== entry.key);
  localStorage.setItem(KEY, JSON.stringify([entry, ...rest].slice(0, KEEP)));
};

/** Under one group, `label`; a screen no longer offered (a role changed) is left out. */
export const recentEntries = (screens: PaletteEntry[], label: string): PaletteEntry[] =>
  read()
    .filter((e) => !e.key.startsWith('screen:') || screens.some((s) => s.key === e.key))
    .map((e) => ({ ...e, group: label }));
