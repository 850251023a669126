import { employerTypeCodes } from '../../src/shared/employerTypes';
import { ONBOARDING_RULE_WORDS } from '../../src/shared/onboardingRuleWords';

/**
 * English words of the upload history and a file's page (its lines, status and live progress), merged into the
 * catalogue under `resources.onboardingFiles`: given to the definition as a loader, so they ship with its screens
 * rather than every first load.
 */
export default {
  // The lines' table (the definition's `rows` field): what it says when the file had no line to read.
  rows: { none: 'No line of the file was read.' },
  backToHistory: 'Upload history',
  status: {
    InProgress: 'In progress',
    Uploaded: 'Uploaded',
    Completed: 'Completed',
    Failed: 'Failed',
    completedWithErrors: 'Completed with 1 error |||| Completed with %{smart_count} errors',
    inProgressPercent: 'In progress, %{percent}%',
  },
  // A file being processed (the framework's JobProgress): the bar's name, the rows done and the time left at the rate so far.
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
};

/** The upload page's words (the page onboardingUploads), loaded with it: under `resources.onboardingUploads`. */
export const uploadMessages = {
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
};
