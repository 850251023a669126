/**
 * The time a file still needs, at the rate it has gone so far. Both times are the service's (`progress.startedAt`,
 * `progress.updatedAt`), so a reader's clock being off changes nothing; the words round as a person would say it.
 */

/** A long job's progress as the service reports it (an onboarding file's `progress`). */
export interface JobProgressState {
  rowsDone: number;
  rowsTotal: number;
  startedAt: string;
  updatedAt: string;
}

/** Seconds left at the rate so far; undefined until a first batch has been done. */
export const secondsLeft = ({ rowsDone, rowsTotal, startedAt, updatedAt }: JobProgressState): number | undefined => {
  const elapsed = (Date.parse(updatedAt) - Date.parse(startedAt)) / 1000;
  if (rowsDone === 0 || !(elapsed > 0)) return undefined;
  return ((rowsTotal - rowsDone) * elapsed) / rowsDone;
};

/** Which of the catalogue's `progress.left.*` words, and the count they take. */
export const timeLeftWords = (seconds: number): { key: 'fewSeconds' | 'seconds' | 'minutes' | 'hours'; count: number } => {
  if (seconds < 10) return { key: 'fewSeconds', count: 0 };
  if (seconds < 55) return { key: 'seconds', count: Math.round(seconds / 10) * 10 };
  if (seconds < 90 * 60) return { key: 'minutes', count: Math.max(1, Math.round(seconds / 60)) };
  return { key: 'hours', count: Math.round(seconds / 3600) };
};
