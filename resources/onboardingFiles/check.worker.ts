/**
 * The onboarding file checked off the page's thread, so a large file never freezes the page: this shell reads the
 * file and hands it to checkOnboardingFile (src/shared/onboardingFileCheck.ts), posting progress while it runs and
 * the result at the end.
 */
// Types only, erased: the worker's bundle carries none of the framework's screens.
import type { WorkerReply } from '../../src/framework/views';
import { checkOnboardingFile, type FileCheck } from '../../src/shared/onboardingFileCheck';
import type { CheckRequest } from './checkInWorker';

const post = (reply: WorkerReply<FileCheck>) => self.postMessage(reply);

self.onmessage = async ({ data }: MessageEvent<CheckRequest>) => {
  try {
    const bytes = new Uint8Array(await data.file.arrayBuffer());
    const check = checkOnboardingFile(data.file.name, bytes, new Set(data.companyPstrs), (share) => post({ kind: 'progress', share }));
    post({ kind: 'done', result: check });
  } catch (error) {
    post({ kind: 'failed', reason: String(error) });
  }
};
