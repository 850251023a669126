/**
 * A company's setup progress, computed from its data: one model for the service's `setupCompleteness` (spec 3.2,
 * which the sandbox derives with it), the company's Setup progress panel, the wizard's stepper, the companies list's
 * Setup column and the SuperAdmin's dashboard. The steps are the wizard's (details, schemes, products); the details
 * step includes the branding (the logo is a field of the details form), which the spec's stages tell apart.
 */

export type SetupCompleteness = 'None' | 'DetailsIncomplete' | 'BrandingIncomplete' | 'AssignProductsIncomplete' | 'Available';

/** What the company's details need before it can be branded (docs/decisions.md); phones, line 2 and county are optional. */
export const SETUP_DETAIL_FIELDS = [
  'companyNumber',
  'address.line1',
  'address.town',
  'address.postcode',
  'adminContact.name',
  'adminContact.email',
  'preferredContactMethod',
  'directDebit',
] as const;

/** Something a step is waiting for: a details field, the logo, a scheme or a module. */
export type SetupGap = (typeof SETUP_DETAIL_FIELDS)[number] | 'logoUrl' | 'scheme' | 'module';

export type SetupStepKey = 'details' | 'schemes' | 'products';

export interface SetupStep {
  key: SetupStepKey;
  done: boolean;
  /** What it is waiting for, in the order the user meets it; empty when done. */
  missing: SetupGap[];
}

export interface CompanySetup {
  stage: SetupCompleteness;
  steps: SetupStep[];
  /** The first step not done yet, the one to offer next. */
  next?: SetupStep;
}

/** The parts of a company the model reads: its record as the API answers it (`schemeCount`, `moduleCount` designed). */
export interface CompanySetupFacts {
  companyNumber?: unknown;
  address?: unknown;
  adminContact?: unknown;
  preferredContactMethod?: unknown;
  directDebit?: unknown;
  logoUrl?: unknown;
  schemeCount?: unknown;
  moduleCount?: unknown;
  [other: string]: unknown;
}

const valueAt = (record: object, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), record);

const present = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined);

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export const companySetup = (company: CompanySetupFacts): CompanySetup => {
  const missingDetails = SETUP_DETAIL_FIELDS.filter((field) => !present(valueAt(company, field)));
  const noLogo = !present(company.logoUrl);
  const schemes = count(company.schemeCount);
  const modules = count(company.moduleCount);
  const step = (key: SetupStepKey, missing: SetupGap[]): SetupStep => ({ key, done: missing.length === 0, missing });
  const steps = [
    step('details', noLogo ? [...missingDetails, 'logoUrl'] : missingDetails),
    step('schemes', schemes > 0 ? [] : ['scheme']),
    step('products', modules > 0 ? [] : ['module']),
  ];
  const stage: SetupCompleteness =
    missingDetails.length === SETUP_DETAIL_FIELDS.length
      ? 'None'
      : missingDetails.length > 0
        ? 'DetailsIncomplete'
        : noLogo
          ? 'BrandingIncomplete'
          : schemes === 0 || modules === 0
            ? 'AssignProductsIncomplete'
            : 'Available';
  return { stage, steps, next: steps.find((step) => !step.done) };
};

/** Spec 3.2 "Availability": what a company has ready for its users, whatever its details and branding. */
export type Availability = 'None' | 'SchemesAvailable' | 'ProductsAvailable';

export const companyAvailability = (company: Pick<CompanySetupFacts, 'schemeCount' | 'moduleCount'>): Availability =>
  count(company.moduleCount) > 0 ? 'ProductsAvailable' : count(company.schemeCount) > 0 ? 'SchemesAvailable' : 'None';
