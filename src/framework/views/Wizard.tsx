/**
 * The create wizard: the first step creates the record, the later ones set it up at `{base}/create/{id}/{step}`
 * (the first step's tab again at `create/{id}/{first}`, the way back to what was saved). One stepper, Back and Next
 * (or Finish) under every step; a form step saves as it moves on ("Save and continue"); leaving a step with unsaved
 * input asks first. A step showing a nested resource lists it and adds to it in place, so the wizard is never left.
 */
import { Box, Button, Stack, Step, StepLabel, Stepper } from '@mui/material';
import type { ReactNode } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { useUserRoles } from './useUserRoles';
import { Link, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { recordTabs, type RecordTab } from '../nesting';
import { createPath, recordPath } from '../paths';
import type { WizardStep } from '../types';
import { DefinitionProvider, useDefinition } from './DefinitionContext';
import { useDefinitions } from './DefinitionsContext';
import { useRecordRouteTabs, OwnTabContent } from './RecordTabs';
import { ResourceList } from './ResourceList';
import { CreateForm } from './CreateForm';

export const stepPath = (step: WizardStep) => (typeof step === 'string' ? step : step.path);
const stepTab = (step: WizardStep) => (typeof step === 'string' ? step : step.tab);

/** The wizard's step paths after the record exists, `{base}/create/{id}/{step}`. */
export const useStepLinks = (steps: WizardStep[], id?: string) => {
  const { definition, parentValues } = useDefinition();
  const base = createPath(definition, parentValues);
  return steps.map((s) => (id === undefined ? base : `${base}/${encodeURIComponent(id)}/${stepPath(s)}`));
};

/** The steps' labels: the labels of the tabs they show (a nested resource's tab included). */
const useStepLabels = (steps: WizardStep[]) => {
  const { definition } = useDefinition();
  const tabs = recordTabs(useDefinitions(), definition, 'update', useUserRoles());
  return steps.map((s) => tabs.find((t) => t.path === stepTab(s))?.labelKey ?? `resources.${definition.name}.tabs.${stepPath(s)}`);
};

export const WizardStepper = ({ steps, active }: { steps: WizardStep[]; active: number }) => {
  const translate = useTranslate();
  const labels = useStepLabels(steps);
  return (
    <Stepper activeStep={active} aria-label={translate('portico.shell.wizard.steps')} sx={{ my: 2 }}>
      {labels.map((label, index) => (
        <Step key={label} aria-current={index === active ? 'step' : undefined}>
          <StepLabel>{translate(label)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
};

/** Back and Next (Finish on the last step) under a step that does not save by itself. */
const StepNavigation = ({ back, next, finish }: { back?: string; next?: string; finish?: string }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" justifyContent="space-between" sx={{ mt: 2 }}>
      <Box>
        {back && (
          <Button component={Link} to={back}>
            {translate('portico.shell.wizard.back')}
          </Button>
        )}
      </Box>
      {next && (
        <Button component={Link} to={next} variant="contained">
          {translate('portico.shell.wizard.next')}
        </Button>
      )}
      {finish && (
        <Button component={Link} to={finish} variant="contained">
          {translate('portico.shell.wizard.finish')}
        </Button>
      )}
    </Stack>
  );
};

/** A nested resource as a step: what has been added so far, and a form to add another without leaving the wizard. */
const NestedStep = ({ tab }: { tab: RecordTab }) => {
  const { parentValues } = useDefinition();
  const { id } = useParams();
  const refresh = useRefresh();
  const child = tab.child!;
  return (
    <DefinitionProvider definition={child} parentValues={{ ...parentValues, [child.parent!.idParam]: id }} mode="update">
      <ResourceList embedded />
      {child.route.views.create && <CreateForm onCreated={refresh} />}
    </DefinitionProvider>
  );
};

export const WizardSteps = ({ steps }: { steps: WizardStep[] }) => {
  const { definition } = useDefinition();
  const { id } = useParams();
  const rest = useParams()['*'] ?? '';
  const tabs = useRecordRouteTabs('update');
  const links = useStepLinks(steps, id);
  const at = Math.max(
    0,
    steps.findIndex((s) => rest === stepPath(s) || rest.startsWith(`${stepPath(s)}/`)),
  );
  const finish = recordPath(definition, definition.route.views.view ? 'view' : 'update', id!);
  const content = (step: WizardStep, index: number): ReactNode => {
    const tab = tabs.find((t) => t.path === stepTab(step) && !t.hidden);
    if (!tab) return null;
    const back = index > 0 ? links[index - 1] : undefined;
    const next = links.at(index + 1);
    if (tab.own && !tab.own.component) return <OwnTabContent tab={tab.own} view="update" first={index === 0} next={next ?? finish} />;
    return (
      <>
        {tab.child ? <NestedStep tab={tab} /> : tab.element}
        <StepNavigation back={back} next={next} finish={next ? undefined : finish} />
      </>
    );
  };
  return (
    <>
      <WizardStepper steps={steps} active={at} />
      <Routes>
        {steps.map((step, index) => (
          <Route key={stepPath(step)} path={`${stepPath(step)}/*`} element={content(step, index)} />
        ))}
        <Route path="*" element={<Navigate to={links.at(1) ?? links[0]} replace />} />
      </Routes>
    </>
  );
};
