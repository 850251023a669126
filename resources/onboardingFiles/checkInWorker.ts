/**
 * Starts the check of a chosen file in a Web Worker (check.worker.ts, with the framework's runInWorker) and answers
 * its result; progress is reported as it comes. A new choice ends the check of the previous one (`signal`).
 */
import { runInWorker } from '../../src/framework/views';
import type { FileCheck } from '../../src/shared/onboardingFileCheck';

export interface CheckRequest {
  file: File;
  companyPstrs: string[];
}

export const checkInWorker = (file: File, companyPstrs: string[], onProgress: (share: number) => void, signal: AbortSignal) =>
  runInWorker<FileCheck>(
    new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module' }),
    { file, companyPstrs } satisfies CheckRequest,
    onProgress,
    signal,
  );
