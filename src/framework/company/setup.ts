/**
 * The company's setup progress in words, from the one model (`src/shared/companySetup.ts`): what each step (the
 * wizard's: details, schemes, products) is waiting for. Used by the Setup progress panel, the wizard's stepper, the
 * summary Finish opens and the dashboard's companies in setup, so it lives below both the companies resource and
 * the shell. Its words are the companies resource's catalogue entries, which that definition registers.
 */
import { useTranslate, type RaRecord } from 'react-admin';
import { companySetup, type SetupGap, type SetupStep, type SetupStepKey } from '../../shared/companySetup';
import type { WizardStepStatus } from '../types';

const M = 'resources.companies.setup';

/** The company wizard's step where each setup step is done (its steps in resources/companies.ts). */
export const WIZARD_STEP: Record<SetupStepKey, string> = { details: 'details', schemes: 'schemes', products: 'products' };

/** "Companies House number, Postcode and the logo": the list as a sentence, in the catalogue's words. */
const listed = (items: string[], translate: ReturnType<typeof useTranslate>) =>
  items.length < 2 ? (items[0] ?? '') : translate(`${M}.list`, { items: items.slice(0, -1).join(', '), last: items.at(-1) });

/** Beyond this many missing details a short note counts them rather than naming them (the stepper's captions). */
const NAMED_AT_MOST = 2;

/**
 * A step's state in words: 'done', or what it is waiting for ("waiting for Postcode and a logo (branding)"). `short`
 * counts the details past two ("waiting for 8 details and a logo (branding)"), for the stepper's narrow captions.
 */
const useDescribeStep = () => {
  const translate = useTranslate();
  const gap = (g: SetupGap) =>
    g === 'logoUrl' || g === 'scheme' || g === 'module' ? translate(`${M}.gaps.${g}`) : translate(`resources.companies.fields.${g}`);
  return (step: SetupStep, { short = false } = {}) => {
    if (step.done) return translate(`${M}.done`);
    const fields = step.missing.filter((g) => g !== 'logoUrl');
    const named = short && fields.length > NAMED_AT_MOST ? [translate(`${M}.details`, { smart_count: fields.length })] : fields.map(gap);
    const items = step.missing.includes('logoUrl') ? [...named, gap('logoUrl')] : named;
    return translate(`${M}.waiting`, { items: listed(items, translate) });
  };
};

/** "Details: waiting for Postcode": a step by name with its state, as the summary and the dashboard list them. */
export const useStepLine = () => {
  const translate = useTranslate();
  const describe = useDescribeStep();
  return (step: SetupStep) => translate(`${M}.stepState`, { step: translate(`${M}.steps.${step.key}`), state: describe(step) });
};

/** What "Next:" offers for a step: a details step waiting only for the logo offers to add the logo. */
const nextAction = (step: SetupStep) =>
  step.key === 'details' && step.missing.length === 1 && step.missing[0] === 'logoUrl' ? 'branding' : step.key;

export const useCompanySetup = (record: RaRecord | undefined) => (record ? companySetup(record) : undefined);

/**
 * The companies wizard's progress (`progress.useStatus`): each step's status by its path, in the words above; the
 * stepper's caption counts the details, the progress panel and the summary name them all.
 */
export const useSetupStepStatus = (record: RaRecord | undefined): Partial<Record<string, WizardStepStatus>> => {
  const setup = useCompanySetup(record);
  const describe = useDescribeStep();
  const translate = useTranslate();
  if (!setup) return {};
  return Object.fromEntries(
    setup.steps.map((step) => [
      step.key,
      { done: step.done, note: describe(step, { short: true }), state: describe(step), next: translate(`${M}.next.${nextAction(step)}`) },
    ]),
  );
};
