/**
 * The create wizard: the first step creates the record, the later ones set it up at `{base}/create/{id}/{step}`
 * (the first step's tab again at `create/{id}/{first}`, the way back to what was saved). One stepper, whose steps
 * tick from the record's data (`progress.useStatus`) and, once the record exists, link to each step; Back and Next (or
 * Finish) under every step; a form step saves as it moves on ("Save and continue"); leaving a step with unsaved input
 * asks first. A step showing a nested resource lists it and adds to it in place (`WizardNestedStep`), so the wizard
 * is never left. Finish opens the progress's summary at `create/{id}/summary`, or the record's view screen.
 */
import { Box, Button, Stack, Step, StepButton, StepLabel, Stepper, Typography } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { Loading, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { usePhoneWidth } from './usePhoneWidth';
import { useUserRoles } from './useUserRoles';
import { Link, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { recordTabs } from '../nesting';
import { createPath, recordPath } from '../paths';
import type { ViewOverride, WizardDefinition, WizardStep, WizardStepStatus } from '../types';
import { useDefinition } from './DefinitionContext';
import { useDefinitions } from './DefinitionsContext';
import { useRecordRouteTabs, OwnTabContent } from './RecordTabs';
import { NestedStep } from './WizardNestedStep';

export const stepPath = (step: WizardStep) => (typeof step === 'string' ? step : step.path);
export const stepTab = (step: WizardStep) => (typeof step === 'string' ? step : 'tab' in step ? step.tab : step.path);

const SUMMARY = 'summary';

/** The wizard's step paths after the record exists, `{base}/create/{id}/{step}`. */
export const useStepLinks = (steps: WizardStep[], id?: string) => {
  const { definition, parentValues } = useDefinition();
  const base = createPath(definition, parentValues);
  return steps.map((s) => (id === undefined ? base : `${base}/${encodeURIComponent(id)}/${stepPath(s)}`));
};

/** The steps' labels: the labels of the tabs they show (a nested resource's tab included). */
const useStepLabels = (steps: WizardStep[]) => {
  const { definition } = useDefinition();
  const tabs = recordTabs(useDefinitions(), definition, useUserRoles());
  return steps.map((s) => tabs.find((t) => t.path === stepTab(s))?.labelKey ?? `resources.${definition.name}.tabs.${stepPath(s)}`);
};

export const useNoStatus = (_record: RaRecord | undefined): Partial<Record<string, WizardStepStatus>> => ({});

interface WizardStepperProps {
  wizard: WizardDefinition;
  /** The step shown; `steps.length` on the summary. */
  active: number;
  /** The record being set up, once it exists: its steps tick from its data and link to each step. */
  record?: RaRecord;
}

export const WizardStepper = ({ wizard, active, record }: WizardStepperProps) => {
  const translate = useTranslate();
  const { steps } = wizard;
  const labels = useStepLabels(steps);
  const useStatus = wizard.progress?.useStatus ?? useNoStatus;
  const status = useStatus(record);
  const links = useStepLinks(steps, record === undefined ? undefined : String(record.id));
  // On a phone each step's name goes under its number, so the steps fit the screen's width.
  const phone = usePhoneWidth();
  return (
    <Stepper
      activeStep={active}
      nonLinear={record !== undefined}
      alternativeLabel={phone}
      aria-label={translate('portico.shell.wizard.steps')}
      sx={{ my: 2 }}
    >
      {labels.map((label, index) => {
        const step = status[stepPath(steps[index]!)];
        // Without a status from the data, the steps before this one count as done, as MUI's stepper has it.
        const done = step ? step.done : index < active;
        const note = step?.note && (
          <Typography variant="caption" color={done ? 'success.main' : 'text.secondary'}>
            {step.note}
          </Typography>
        );
        return (
          <Step key={label} completed={done} aria-current={index === active ? 'step' : undefined}>
            {record !== undefined && index !== active ? (
              // MUI pads a step button's hit area 24 px beyond its label, over the text above and below; keep it close.
              <StepButton component={Link} to={links[index]!} optional={note} sx={{ py: 1, my: -1 }}>
                {translate(label)}
              </StepButton>
            ) : (
              <StepLabel optional={note}>{translate(label)}</StepLabel>
            )}
          </Step>
        );
      })}
    </Stepper>
  );
};

/** Back and Next (Finish on the last step) under a step that does not save by itself; Next is the primary action
 * once the step is done, so a step's own form keeps the one primary button until then. */
const StepNavigation = ({ back, next, finish, done }: { back?: string; next?: string; finish?: string; done: boolean }) => {
  const translate = useTranslate();
  const forward = next ?? finish;
  return (
    <Stack direction="row" justifyContent="space-between" sx={{ mt: 2 }}>
      <Box>
        {back && (
          <Button component={Link} to={back}>
            {translate('portico.shell.wizard.back')}
          </Button>
        )}
      </Box>
      {forward && (
        <Button component={Link} to={forward} variant={done ? 'contained' : 'outlined'}>
          {translate(next ? 'portico.shell.wizard.next' : 'portico.shell.wizard.finish')}
        </Button>
      )}
    </Stack>
  );
};

const WizardSummary = ({ summary: Summary }: { summary: ViewOverride }) => (
  <Suspense fallback={<Loading />}>
    <Summary />
  </Suspense>
);

export const WizardSteps = ({ wizard }: { wizard: WizardDefinition }) => {
  const { definition, parentValues } = useDefinition();
  const { steps } = wizard;
  const { id } = useParams();
  const rest = useParams()['*'] ?? '';
  const record = useRecordContext();
  const tabs = useRecordRouteTabs('update');
  const links = useStepLinks(steps, id);
  const useStatus = wizard.progress?.useStatus ?? useNoStatus;
  const status = useStatus(record);
  const onSummary = rest === SUMMARY;
  const at = onSummary
    ? steps.length
    : Math.max(
        0,
        steps.findIndex((s) => rest === stepPath(s) || rest.startsWith(`${stepPath(s)}/`)),
      );
  const summary = wizard.progress?.summary;
  const finish = summary
    ? `${createPath(definition, parentValues)}/${encodeURIComponent(id!)}/${SUMMARY}`
    : recordPath(definition, definition.route.views.view ? 'view' : 'update', id!, parentValues);
  const content = (step: WizardStep, index: number): ReactNode => {
    const back = index > 0 ? links[index - 1] : undefined;
    const next = links.at(index + 1);
    if (typeof step === 'object' && 'component' in step) {
      const Component = step.component;
      return (
        <>
          <Suspense fallback={<Loading />}>
            <Component />
          </Suspense>
          <StepNavigation back={back} next={next} finish={next ? undefined : finish} done={status[step.path]?.done ?? true} />
        </>
      );
    }
    const tab = tabs.find((t) => t.path === stepTab(step) && !t.hidden);
    if (!tab) return null;
    if (tab.own && !tab.own.component && !tab.own.block)
      return <OwnTabContent tab={tab.own} view="update" first={index === 0} next={next ?? finish} />;
    return (
      <>
        {tab.child ? <NestedStep child={tab.child} /> : tab.element}
        <StepNavigation back={back} next={next} finish={next ? undefined : finish} done={status[stepPath(step)]?.done ?? true} />
      </>
    );
  };
  return (
    <>
      <WizardStepper wizard={wizard} active={at} record={record} />
      <Routes>
        {steps.map((step, index) => (
          <Route key={stepPath(step)} path={`${stepPath(step)}/*`} element={content(step, index)} />
        ))}
        {summary && <Route path={SUMMARY} element={<WizardSummary summary={summary} />} />}
        <Route path="*" element={<Navigate to={links.at(1) ?? links[0]!} replace />} />
      </Routes>
    </>
  );
};
