import { publish } from './events';
import { getStore } from './store';
import type { OnboardingFile, OnboardingRow, Store } from './types';

/**
 * An uploaded onboarding file processed in steps after the upload's answer, as a real service would (issue 26, item
 * 3): a batch of lines each tick, the file's rows, `totals` and `progress` moving as it goes, until it is `Completed`.
 * One clock for every file in progress; it runs only while some file is. Tests set the pace: `manual` stops the
 * clock so they step it (`stepOnboarding`) or finish it (`drainOnboarding`) themselves. Each file's readers are told
 * it moved (`onboardingFile.progress`, sandbox/events.ts) when it starts, at most every PUBLISH_MS, and when it ends.
 */

interface Job {
  store: Store;
  file: OnboardingFile;
  /** When readers were last told it moved (ms). */
  publishedAt: number;
  /** Each line still to do, as the call that processes it. */
  pending: (() => OnboardingRow)[];
}

export interface OnboardingPace {
  /** Lines processed per file per tick. */
  batch: number;
  /** Milliseconds between ticks; `manual`: no clock, the caller steps. */
  everyMs: number | 'manual';
}

/**
 * `SANDBOX_ONBOARDING_PACE=lines/ms` (e.g. `5/1000`, to watch a small file being processed in a demo); anything else,
 * or nothing, is the usual 50 lines every 100 ms.
 */
export const paceFrom = (setting: string | undefined): OnboardingPace => {
  const [, batch, everyMs] = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(setting ?? '') ?? [];
  return Number(batch) >= 1 && Number(everyMs) >= 10 ? { batch: Number(batch), everyMs: Number(everyMs) } : { batch: 50, everyMs: 100 };
};

const DEFAULT_PACE = paceFrom(typeof process === 'undefined' ? undefined : process.env.SANDBOX_ONBOARDING_PACE);
/**
 * An event per batch would be 200 for a 10,000-line file, pushing other topics' events out of the kept 500 that
 * reconnecting clients resume from; the page reads the file itself anyway, the event only makes it prompt.
 */
const PUBLISH_MS = 500;
let pace: OnboardingPace = DEFAULT_PACE;
const jobs: Job[] = [];
let clock: ReturnType<typeof setInterval> | undefined;

const stopClock = () => {
  if (clock !== undefined) clearInterval(clock);
  clock = undefined;
};

const runClock = () => {
  if (clock !== undefined || pace.everyMs === 'manual' || jobs.length === 0) return;
  clock = setInterval(() => stepOnboarding(), pace.everyMs);
  // Never the reason a test run or the server's shutdown waits.
  (clock as { unref?: () => void }).unref?.();
};

/** Sets how fast files are processed (tests; `{}` puts the run's default back). */
export const setOnboardingPace = (next: Partial<OnboardingPace>): void => {
  pace = { ...DEFAULT_PACE, ...next };
  stopClock();
  runClock();
};

/** Tells the file's readers that it moved; what it now is they read from the file. */
const tell = (job: Job) => {
  const { id, companyId, status, progress } = job.file;
  publish({
    resource: 'onboardingFile',
    id,
    companyId,
    type: 'progress',
    data: { status, rowsDone: progress.rowsDone, rowsTotal: progress.rowsTotal },
  });
  job.publishedAt = Date.now();
};

/** Queues a file's data lines; the file is `InProgress` with `progress.rowsTotal` already set. */
export const startOnboarding = <Line>(store: Store, file: OnboardingFile, lines: Line[], process: (line: Line) => OnboardingRow): void => {
  const job: Job = { store, file, publishedAt: 0, pending: lines.map((line) => () => process(line)) };
  jobs.push(job);
  tell(job);
  runClock();
};

const step = (job: Job, lines: number) => {
  for (const process of job.pending.splice(0, lines)) {
    const row = process();
    job.file.rows.push(row);
    job.file.totals[row.outcome]++;
  }
  const now = new Date().toISOString();
  job.file.progress = { ...job.file.progress, rowsDone: job.file.rows.length, updatedAt: now };
  if (job.pending.length === 0) Object.assign(job.file, { status: 'Completed', completedAt: now });
  if (job.pending.length === 0 || Date.now() - job.publishedAt >= PUBLISH_MS) tell(job);
};

/**
 * One tick: a batch of lines of every file in progress. A file whose sandbox was reset since its upload is dropped
 * (its store is gone). Answers how many files are still in progress.
 */
export const stepOnboarding = (lines = pace.batch): number => {
  for (const job of [...jobs]) {
    if (job.store === getStore()) step(job, lines);
    if (job.store !== getStore() || job.pending.length === 0) jobs.splice(jobs.indexOf(job), 1);
  }
  if (jobs.length === 0) stopClock();
  return jobs.length;
};

/** Processes every file in progress to its end at once. */
export const drainOnboarding = (): void => {
  while (stepOnboarding(Number.MAX_SAFE_INTEGER) > 0);
};
