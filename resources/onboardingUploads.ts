import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { lazy } from 'react';
import { definePage } from '../src/framework';

/**
 * Bulk Onboard (spec 2.5, 2.6): the upload page of the selected company, `…/onboard/company/{companyId}/upload`.
 * There is nothing to list here, so it is a page: the upload form; the uploads themselves are onboardingFiles.
 */
export default definePage({
  name: 'onboardingUploads',
  path: '/administration/onboarding/onboard/company/:companyId/upload',
  labels: { title: 'Bulk Onboard', crumb: 'Bulk onboarding' },
  icon: CloudUploadIcon,
  component: lazy(() => import('./onboardingFiles/UploadPage')),
  access: ['SuperAdmin', 'Support', 'Analyst', 'ClientAdmin'],
  menu: [{ group: 'onboarding', order: 4 }],
  // Its words ship with the page (they hold every rule's words): onboardingFiles/messages.ts, `uploadMessages`.
  messages: () => import('./onboardingFiles/messages').then((m) => m.uploadMessages),
});
