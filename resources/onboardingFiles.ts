import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazy } from 'react';
import { defineResource, lazyScreen } from '../src/framework';

const ADMINISTRATORS = ['SuperAdmin', 'Support', 'Analyst', 'ClientAdmin'] as const;
const READERS = [...ADMINISTRATORS, 'Viewer'] as const;

/** What became of a line (spec 3.2), in words: the file's counts of each and each line's own. */
const OUTCOMES = [
  { id: 'Created', name: 'Created' },
  { id: 'Updated', name: 'Updated' },
  { id: 'PartiallyCreated', name: 'Partially created' },
  { id: 'NotCreated', name: 'Not created' },
];

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
  overrides: { view: lazyScreen(() => import('./onboardingFiles/OnboardingFileView')) },
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
    ...OUTCOMES.map(({ id, name }) => ({
      source: `totals.${id}`,
      type: 'number' as const,
      label: name,
      list: true,
      show: true,
      sortable: false,
    })),
    { source: 'message', type: 'text', label: 'Problem', show: true },
    { source: 'uploadedBy', type: 'email', label: 'Uploaded by', list: true, show: true },
    { source: 'uploadedAt', type: 'dateTime', label: 'Uploaded', list: true, show: true },
    // Each line with what it was taken to do (spec 3.2 Processing result: a line not created but taken as Update names
    // a record that exists and stayed as it was), its outcome and its notes; the file's page shows them once it ended.
    {
      source: 'rows',
      type: 'rows',
      label: 'Lines of the file',
      show: true,
      rows: {
        fields: [
          { source: 'line', type: 'number', label: 'Line', show: true },
          { source: 'entityType', type: 'text', label: 'Type', show: true },
          { source: 'name', type: 'text', label: 'Name', show: true },
          { source: 'processingResult', type: 'select', label: 'Processing result', choices: ['None', 'Create', 'Update'], show: true },
          {
            source: 'outcome',
            type: 'select',
            label: 'Outcome',
            choices: OUTCOMES,
            chip: { Created: 'success', Updated: 'info', PartiallyCreated: 'warning', NotCreated: 'error' },
            show: true,
          },
          { source: 'messages', type: 'text', label: 'Notes', show: true, asText: (notes) => (notes as string[]).join(' ') },
        ],
      },
    },
  ],
  sort: { field: 'uploadedAt', order: 'DESC' },
  access: { list: READERS, show: READERS },
  messages: () => import('./onboardingFiles/messages').then((m) => m.default),
});
