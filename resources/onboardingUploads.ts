import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { lazy } from 'react';
import { defineResource } from '../src/framework/define';

const ADMINISTRATORS = ['SuperAdmin', 'Support', 'Analyst', 'ClientAdmin'] as const;

/**
 * Bulk Onboard (spec 2.5, 2.6): the upload page of the selected company, `…/onboard/company/{companyId}/upload`.
 * There is nothing to list here, so the page is the upload form; the uploads themselves are onboardingFiles.
 */
export default defineResource({
  name: 'onboardingUploads',
  labels: {
    singular: 'Bulk onboarding',
    plural: 'Bulk onboarding',
    empty: 'No files uploaded yet.',
    noMatches: 'No uploaded files match the current search and filters.',
  },
  icon: CloudUploadIcon,
  recordRepresentation: 'fileName',
  api: { service: 'portal', simpleRest: 'onboarding-files' },
  route: { base: '/administration/onboarding/onboard/company/:companyId', listSegment: 'upload', views: { list: true } },
  overrides: { list: lazy(() => import('./onboardingFiles/UploadPage')) },
  fields: [],
  access: { list: ADMINISTRATORS },
  menu: [{ group: 'onboarding', label: 'Bulk Onboard', view: 'list', order: 4 }],
  messages: {
    title: 'Bulk Onboard',
    intro: 'Upload a CSV file of schemes and employers for %{company}. Each line is created, updated or reported back with what was wrong.',
    columns: 'The first line must be:',
    file: 'CSV file',
    upload: 'Upload',
    uploading: 'Uploading…',
    history: 'Upload history',
    chooseFile: 'Choose a CSV file first.',
  },
});
