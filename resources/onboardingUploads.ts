import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { lazy } from 'react';
import { definePage } from '../src/framework';
import { employerTypeCodes } from '../src/shared/employerTypes';
import { ONBOARDING_RULE_WORDS } from '../src/shared/onboardingRuleWords';

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
  messages: {
    intro: 'Upload a CSV file of schemes and employers for %{company}. Each line is created, updated or reported back with what was wrong.',
    file: 'CSV file',
    dropHint: 'Drop a CSV file here, or click to choose one. At most %{size} MB.',
    chosen: 'Chosen: %{name} (%{size})',
    noneChosen: 'No file chosen yet.',
    template: 'Download template',
    guide: {
      title: 'What the file holds',
      intro:
        'One line per scheme or employer, after a first line naming these columns in this order. A scheme must come before its employers; the template has one of each.',
      column: 'Column',
      meaning: 'What to put in it',
      example: 'Example',
      columns: {
        type: 'Scheme or Employer: what the line creates or updates.',
        name: 'The name of the scheme or employer.',
        pensionSchemeType: 'Schemes only: AVC, CB, CDC, DB, DC or HYB.',
        pstr: "Schemes only: the scheme's Pension Scheme Tax Reference, 8 digits then 2 letters.",
        schemePstr: 'Employers only: the PSTR of the scheme the employer belongs to.',
        employerType: `Employers only: ${employerTypeCodes()}.`,
        payeReference: "Employers only: the employer's PAYE reference, like 123/AB45678.",
      },
    },
    upload: 'Upload',
    uploading: 'Uploading…',
    history: 'Upload history',
    check: {
      checking: 'Checking the file…',
      unchecked:
        'The file could not be checked here (the company’s schemes could not be read, or the check stopped). You may still upload it: the service checks every line and reports each one.',
      problem: 'There is a problem',
      blocking: '%{smart_count} row needs changing |||| %{smart_count} rows need changing',
      rowLink: 'Row %{line}: %{rule}',
      moreRows: 'And %{smart_count} more row, listed below. |||| And %{smart_count} more rows, listed below.',
      blockingTable: 'Rows that need changing',
      warnings: '%{smart_count} row has a warning you may accept |||| %{smart_count} rows have warnings you may accept',
      warningTable: 'Rows with warnings',
      accept: 'Upload anyway, accepting these warnings',
      ready: 'The %{smart_count} row is ready to upload |||| All %{smart_count} rows are ready to upload',
      row: 'Row',
      column: 'Column',
      value: 'Value as written',
      rule: 'What to change',
      empty: '(empty)',
      shown: 'The first %{shown} of %{smart_count} rows are listed: correct them and choose the file again to see the rest.',
    },
    /** The rules' words (src/shared/onboardingRuleWords.ts), which the sandbox renders its answers with too. */
    rules: ONBOARDING_RULE_WORDS,
  },
});
