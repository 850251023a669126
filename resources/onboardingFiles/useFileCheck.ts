/**
 * The chosen file's check, as the upload page shows it: started when a file is chosen (a new choice ends the check
 * of the previous one), against the company's PSTRs once they are read.
 */
import { startTransition, useEffect, useState } from 'react';
import type { FileCheck } from '../../src/shared/onboardingFileCheck';
import { checkInWorker } from './checkInWorker';
import { useCompanyPstrs } from './companyPstrs';

export type CheckState =
  | { phase: 'none' }
  | { phase: 'checking'; share: number }
  | { phase: 'checked'; check: FileCheck }
  /** The check could not run (the company's schemes unreadable, the worker failed): the service still checks on upload. */
  | { phase: 'unchecked' };

export const useFileCheck = (companyId: string, file: File | null): CheckState => {
  const pstrs = useCompanyPstrs(companyId);
  const [state, setState] = useState<CheckState>({ phase: 'none' });
  useEffect(() => {
    if (!file) return setState({ phase: 'none' });
    if (pstrs.isError) return setState({ phase: 'unchecked' });
    setState({ phase: 'checking', share: 0 });
    if (!pstrs.data) return;
    const stop = new AbortController();
    // Rendered as transitions: React yields to the page between rows of a long result, so no task of the page's
    // thread is long while the check ends (bench:onboarding measures it).
    const show = (next: CheckState) => startTransition(() => setState(next));
    checkInWorker(file, pstrs.data, (share) => show({ phase: 'checking', share }), stop.signal).then(
      (check) => show({ phase: 'checked', check }),
      () => !stop.signal.aborted && setState({ phase: 'unchecked' }),
    );
    return () => stop.abort();
  }, [file, pstrs.data, pstrs.isError]);
  return state;
};
