/**
 * The bulk-onboarding CSV (contract/portal/onboardingFiles.yaml): its columns in order and a line of each kind, shared
 * by the upload page (the columns it explains and the template it offers) and the sandbox (the header it checks), so
 * the two cannot drift.
 */
export const ONBOARDING_COLUMNS = ['type', 'name', 'pensionSchemeType', 'pstr', 'schemePstr', 'employerType', 'payeReference'] as const;

export type OnboardingColumn = (typeof ONBOARDING_COLUMNS)[number];

/** A scheme, then an employer of it: a template that uploads cleanly once the names and references are the user's own. */
export const ONBOARDING_EXAMPLE: Record<OnboardingColumn, string>[] = [
  {
    type: 'Scheme',
    name: 'Staff Pension Plan',
    pensionSchemeType: 'DC',
    pstr: '12345678AB',
    schemePstr: '',
    employerType: '',
    payeReference: '',
  },
  {
    type: 'Employer',
    name: 'Example Trading Ltd',
    pensionSchemeType: '',
    pstr: '',
    schemePstr: '12345678AB',
    employerType: 'OTH',
    payeReference: '123/AB45678',
  },
];

export const onboardingTemplate = () =>
  [ONBOARDING_COLUMNS.join(','), ...ONBOARDING_EXAMPLE.map((line) => ONBOARDING_COLUMNS.map((c) => line[c]).join(','))].join('\r\n') +
  '\r\n';
