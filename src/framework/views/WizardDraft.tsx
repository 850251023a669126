/**
 * The draft wizard (`views.create.draft`): one URL per step, `{base}/create/{step}`, each adding to a draft kept across
 * Back, Next and the browser's history (`WizardDraftContext.tsx`); leaving the last draft step creates the record, and
 * the definition's `steps` follow at `{base}/create/{id}/{step}`, under the same heading and stepper. A later step
 * opened without the answers it builds on (a deep link, a reload: the draft is in memory only) says so and links to
 * the first; a link's query may start the draft (`prefill`). Leaving with input asks first.
 */
import { Alert, Button, Card, CardContent, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Loading, ResourceContextProvider, useGetIdentity, useTranslate } from 'react-admin';
import { Link, Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { createPath } from '../paths';
import type { DraftWizard, WizardDefinition, WizardStep } from '../types';
import { useDefinition } from './DefinitionContext';
import { useLeaveWarning } from './useLeaveWarning';
import { usePhoneWidth } from './usePhoneWidth';
import { stepPath } from './Wizard';
import { DraftProvider, DraftStepContext, useDraft, useDraftPaths } from './WizardDraftContext';
import { DraftFieldsStep } from './WizardDraftForm';

type Prefill = NonNullable<DraftWizard['prefill']>;
type WithDraft = WizardDefinition & { draft: DraftWizard };

const hasValue = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;

/** The hook a `prefill` loader answers, run by a component that loads with it (one per loader). */
const prefillers = new WeakMap<Prefill, ComponentType<{ link: string }>>();
const prefillerOf = (load: Prefill) => {
  let component = prefillers.get(load);
  if (!component) {
    component = lazy(() =>
      load().then((usePrefill) => ({
        default: function ApplyPrefill({ link }: { link: string }) {
          const { prefill } = useDraft();
          const values = usePrefill(new URLSearchParams(link));
          useEffect(() => {
            if (values !== undefined) prefill(link, values);
          }, [link, values, prefill]);
          return <Loading />;
        },
      })),
    );
    prefillers.set(load, component);
  }
  return component;
};

/** The first step waits, once per link, for the starting values its query names. */
const Prefilled = ({ load, children }: { load: Prefill; children: ReactNode }) => {
  const link = useLocation().search.replace(/^\?/, '');
  const { prefilledFrom } = useDraft();
  if (!link || prefilledFrom === link) return <>{children}</>;
  const ApplyPrefill = prefillerOf(load);
  return (
    <Suspense fallback={<Loading />}>
      <ApplyPrefill link={link} />
    </Suspense>
  );
};

const MissingDraft = ({ group }: { group: string }) => {
  const translate = useTranslate();
  const { wizard } = useDraft();
  const paths = useDraftPaths();
  return (
    <Alert
      severity="info"
      action={
        <Button component={Link} to={paths.step(wizard.draft.steps[0]!.path)} color="inherit" size="small">
          {translate(`${group}.startAgain`)}
        </Button>
      }
    >
      {translate(`${group}.missingDraft`)}
    </Alert>
  );
};

/**
 * A draft step, shown once the draft holds every required field of the fields steps before it. `next`: the following
 * draft step, none on the last (whose fields step creates the record).
 */
const DraftStepElement = ({ index, group }: { index: number; group: string }) => {
  const { definition } = useDefinition();
  const { draft, wizard } = useDraft();
  const steps = wizard.draft.steps;
  const step = steps[index]!;
  const needed = steps
    .slice(0, index)
    .flatMap((s) => s.fields)
    .filter((source) => definition.fields.some((f) => f.source === source && f.required));
  // A field's own input may load (or read what it offers) first: the step waits whole.
  const content = (
    <Suspense fallback={<Loading />}>
      <DraftFieldsStep step={step} next={steps[index + 1]?.path} />
    </Suspense>
  );
  const { prefill } = wizard.draft;
  return (
    <DraftStepContext.Provider value={step.path}>
      {!needed.every((source) => hasValue(draft[source])) ? (
        <MissingDraft group={group} />
      ) : index === 0 && prefill ? (
        <Prefilled load={prefill}>{content}</Prefilled>
      ) : (
        content
      )}
    </DraftStepContext.Provider>
  );
};

/** A step once the record exists: a component of the resource's own, reading the record's id from the route. */
const RecordStep = ({ step }: { step: WizardStep }) => {
  if (typeof step !== 'object' || !('component' in step)) return null;
  const Component = step.component;
  return (
    <Suspense fallback={<Loading />}>
      <Component />
    </Suspense>
  );
};

const Frame = () => {
  const translate = useTranslate();
  const { definition, parentValues } = useDefinition();
  const { wizard, dirty, discard } = useDraft();
  const group = `resources.${definition.name}.${wizard.draft.messages}`;
  const draftSteps = wizard.draft.steps;
  const all = [...draftSteps.map((s) => s.path), ...wizard.steps.map(stepPath)];
  const rest = useParams()['*'] ?? '';
  const shown = all.find((s) => rest === s || rest.endsWith(`/${s}`)) ?? all[0]!;
  const phone = usePhoneWidth();
  useLeaveWarning(dirty, createPath(definition, parentValues), discard);
  return (
    <Card sx={{ mt: 1 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(`${group}.title`)}
        </Typography>
        <Stepper activeStep={all.indexOf(shown)} alternativeLabel={phone} aria-label={translate(`${group}.stepsLabel`)} sx={{ mb: 3 }}>
          {all.map((s) => (
            <Step key={s} aria-current={s === shown ? 'step' : undefined}>
              <StepLabel>{translate(`${group}.steps.${s}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Routes>
          {draftSteps.map((step, index) => (
            <Route key={step.path} path={step.path} element={<DraftStepElement index={index} group={group} />} />
          ))}
          {wizard.steps.map((step) => (
            <Route key={stepPath(step)} path={`:id/${stepPath(step)}`} element={<RecordStep step={step} />} />
          ))}
          <Route path="*" element={<Navigate to={draftSteps[0]!.path} replace />} />
        </Routes>
      </CardContent>
    </Card>
  );
};

export const hasDraft = (wizard: WizardDefinition): wizard is WithDraft => wizard.draft !== undefined;

/** Drafts are per signed-in person, so someone signing in next in the same tab never sees another's draft. */
export const DraftWizardView = ({ wizard }: { wizard: WithDraft }) => {
  const { identity, isPending } = useGetIdentity();
  const { definition } = useDefinition();
  if (isPending || !identity) return <Loading />;
  return (
    // The resource names the steps' inputs from the catalogue (`resources.{name}.fields.{source}`), as in its other forms.
    <ResourceContextProvider value={definition.name}>
      <DraftProvider draftKey={`${definition.name}.create.${String(identity.id)}`} wizard={wizard}>
        <Frame />
      </DraftProvider>
    </ResourceContextProvider>
  );
};
