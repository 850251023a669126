/**
 * A job run off the page's thread, so a large input never freezes the page: `worker` (started by the caller, whose
 * `new Worker(new URL('./x.worker.ts', import.meta.url), { type: 'module' })` the bundler must see; a same-origin
 * module file, as the CSP's script-src 'self' allows) is sent `request` and replies with `WorkerReply`s: progress as it
 * comes, then the result or why it failed. The worker ends with the answer, or when `signal` aborts (a newer job
 * replacing this one).
 */
export type WorkerReply<T> = { kind: 'progress'; share: number } | { kind: 'done'; result: T } | { kind: 'failed'; reason: string };

export const runInWorker = <T>(worker: Worker, request: unknown, onProgress: (share: number) => void, signal: AbortSignal): Promise<T> =>
  new Promise((resolve, reject) => {
    const end = () => worker.terminate();
    signal.addEventListener('abort', () => {
      end();
      reject(new Error('A newer job replaced this one.'));
    });
    worker.onmessage = ({ data }: MessageEvent<WorkerReply<T>>) => {
      if (data.kind === 'progress') return onProgress(data.share);
      end();
      if (data.kind === 'done') resolve(data.result);
      else reject(new Error(data.reason));
    };
    worker.onerror = (event) => {
      end();
      reject(new Error(event.message || 'The job could not start.'));
    };
    worker.postMessage(request);
  });
