/**
 * Starts the check of a chosen file in a Web Worker (check.worker.ts, a same-origin module file, as the CSP's
 * script-src 'self' allows) and answers its result; progress is reported as it comes. A new choice ends the check
 * of the previous one (`signal`).
 */
import type { FileCheck } from '../../src/shared/onboardingFileCheck';

export interface CheckRequest {
  file: File;
  companyPstrs: string[];
}

export type CheckReply = { kind: 'progress'; share: number } | { kind: 'done'; check: FileCheck } | { kind: 'failed'; reason: string };

export const checkInWorker = (
  file: File,
  companyPstrs: string[],
  onProgress: (share: number) => void,
  signal: AbortSignal,
): Promise<FileCheck> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module' });
    const end = () => worker.terminate();
    signal.addEventListener('abort', () => {
      end();
      reject(new Error('A newer choice replaced this check.'));
    });
    worker.onmessage = ({ data }: MessageEvent<CheckReply>) => {
      if (data.kind === 'progress') return onProgress(data.share);
      end();
      if (data.kind === 'done') resolve(data.check);
      else reject(new Error(data.reason));
    };
    worker.onerror = (event) => {
      end();
      reject(new Error(event.message || 'The check could not start.'));
    };
    worker.postMessage({ file, companyPstrs } satisfies CheckRequest);
  });
