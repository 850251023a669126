/**
 * The one call Bulk Onboard makes that the data provider cannot: the CSV sent as multipart (the provider speaks JSON
 * only). The answer is the accepted file, processed after it (useFileProgress follows it); the files' reads are
 * react-admin's, keyed by the resource's name.
 */
import { request } from '../../providers/http';
import type { PortalWire } from '../../providers/wire';
import { useJobProgress } from '../../src/framework/views';

export type FileSummary = PortalWire['OnboardingFileSummary'] & { rows?: PortalWire['OnboardingRow'][] };

const processing = (file: FileSummary) => file.status === 'InProgress';

/** A file's latest summary while `running`, followed live (the framework's long job progress). */
export const useFileProgress = (id: string, running: boolean) => useJobProgress('onboardingFiles', id, running, processing);

export const keys = {
  /** Every read of onboarding files (the list and each file), as react-admin keys them. */
  files: ['onboardingFiles'] as const,
};

/** Uploads a company's onboarding CSV; answers the file's id (`InProgress`, or `Failed` when it cannot be read). */
export const uploadOnboardingFile = async (companyId: string, file: File) => {
  const form = new FormData();
  form.set('companyId', companyId);
  form.set('file', file);
  return (await request<{ id: string }>('portal', '/api/v1/onboarding-files', { method: 'POST', body: form })).json.id;
};
