import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazy } from 'react';
import { defineResource } from '../src/framework';

const ADMINISTRATORS = ['SuperAdmin', 'Support', 'Analyst', 'ClientAdmin'] as const;
const READERS = [...ADMINISTRATORS, 'Viewer'] as const;

export const RECORD_OUTCOMES = ['Created', 'Updated', 'PartiallyCreated', 'NotCreated'] as const;

/**
 * Bulk onboarding history of the selected company (spec 2.5): `…/onboard/company/{companyId}/history`, one uploaded
 * file at `…/history/file/{fileId}` with the outcome of each line. The upload page is onboardingUploads.
 * Designed simple-rest endpoints (`/onboarding-files`, contract/portal/onboardingFiles.yaml).
 */
export default defineResource({
  name: 'onboardingFiles',
  labels: {
    singular: 'Uploaded file',
    plural: 'Upload history',
    empty: 'No files uploaded yet.',
    noMatches: 'No uploaded files match the current search and filters.',
  },
  icon: UploadFileIcon,
  recordRepresentation: 'fileName',
  api: { service: 'portal', simpleRest: 'onboarding-files' },
  // The history reads again when a file starts, moves on or ends (sandbox/onboardingSteps.ts publishes it).
  live: { topic: 'onboardingFiles' },
  route: {
    base: '/administration/onboarding/onboard/company/:companyId/history',
    listSegment: '',
    viewSegment: 'file',
    views: { list: true, view: true },
    rowClick: 'view',
  },
  breadcrumbParent: '/administration/onboarding/onboard/company/:companyId/upload',
  overrides: { view: lazy(() => import('./onboardingFiles/OnboardingFileView')) },
  fields: [
    { source: 'fileName', type: 'text', label: 'File', list: true, show: true },
    {
      source: 'status',
      type: 'select',
      label: 'Status',
      choices: [{ id: 'InProgress', name: 'In progress' }, 'Uploaded', 'Completed', 'Failed'],
      display: lazy(() => import('./onboardingFiles/UploadStatus').then((m) => ({ default: m.UploadStatus }))),
      list: true,
      filter: true,
      show: true,
    },
    { source: 'totals.Created', type: 'number', label: 'Created', list: true, show: true, sortable: false },
    { source: 'totals.Updated', type: 'number', label: 'Updated', list: true, show: true, sortable: false },
    { source: 'totals.PartiallyCreated', type: 'number', label: 'Partially created', list: true, show: true, sortable: false },
    { source: 'totals.NotCreated', type: 'number', label: 'Not created', list: true, show: true, sortable: false },
    { source: 'message', type: 'text', label: 'Problem', show: true },
    { source: 'uploadedBy', type: 'email', label: 'Uploaded by', list: true, show: true },
    { source: 'uploadedAt', type: 'dateTime', label: 'Uploaded', list: true, show: true },
  ],
  sort: { field: 'uploadedAt', order: 'DESC' },
  access: { list: READERS, show: READERS },
  messages: {
    rows: {
      title: 'Lines of the file',
      line: 'Line',
      entityType: 'Type',
      name: 'Name',
      processingResult: 'Processing result',
      outcome: 'Outcome',
      messages: 'Notes',
    },
    // Spec 3.2 Processing result, in its own words: what the line was taken to do.
    processingResults: { None: 'None', Create: 'Create', Update: 'Update' },
    outcomes: { Created: 'Created', Updated: 'Updated', PartiallyCreated: 'Partially created', NotCreated: 'Not created' },
    backToHistory: 'Upload history',
    status: {
      InProgress: 'In progress',
      Uploaded: 'Uploaded',
      Completed: 'Completed',
      Failed: 'Failed',
      completedWithErrors: 'Completed with 1 error |||| Completed with %{smart_count} errors',
      inProgressPercent: 'In progress, %{percent}%',
    },
    // A file being processed (FileProgress.tsx): the bar's name, the rows done and the time left at the rate so far.
    progress: {
      label: 'Processing: %{done} of %{total} row |||| Processing: %{done} of %{total} rows',
      done: '%{done} of %{total} row done. |||| %{done} of %{total} rows done.',
      estimating: 'Working out the time left…',
      left: {
        fewSeconds: 'A few seconds left',
        seconds: 'About 1 second left |||| About %{smart_count} seconds left',
        minutes: 'About 1 minute left |||| About %{smart_count} minutes left',
        hours: 'About 1 hour left |||| About %{smart_count} hours left',
      },
      retrying:
        'The progress could not be read just now. Trying again in 1 second. |||| The progress could not be read just now. Trying again in %{smart_count} seconds.',
      stopped: 'The progress could not be read, so this page stopped asking. The file is still being processed.',
      tryAgain: 'Try again',
    },
    summary: {
      counts:
        '1 line read: %{created} created, %{updated} updated, %{partly} partly created, %{failed} not created. |||| %{smart_count} lines read: %{created} created, %{updated} updated, %{partly} partly created, %{failed} not created.',
      correct:
        'Correct the line marked Not created in your file and upload it again: lines that went in are updated, not duplicated. |||| Correct the %{smart_count} lines marked Not created in your file and upload it again: lines that went in are updated, not duplicated.',
      allIn: 'Every line went in.',
    },
  },
});
