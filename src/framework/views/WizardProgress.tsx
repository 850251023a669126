/**
 * A wizard's progress (`views.create.progress`), read from the record by the definition's `useStatus`: its steps by
 * name (`steps.{path}` of its catalogue group), each done or saying what it waits for, and the first not done. The record's update and view
 * screens show it under the title (`ProgressPanel`), with "Next:" linking to where that step is done; someone who may
 * not edit the record sees the same words without the link.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Alert, Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { childrenOf } from '../nesting';
import { createPath, recordPath } from '../paths';
import type { ResourceDefinition, WizardStepStatus } from '../types';
import { useDefinition } from './DefinitionContext';
import { useDefinitions } from './DefinitionsContext';
import { stepPath, stepTab, useNoStatus } from './Wizard';
import { useAccessNow } from './useAccessNow';

export interface ProgressStep {
  path: string;
  /** The catalogue key of the step's name. */
  label: string;
  status: WizardStepStatus;
  /** The record screen's tab where the step is done. */
  tab: string;
  /** The nested resource that tab holds, if it does: the step is done by adding to it. */
  child?: ResourceDefinition;
}

/** The create wizard's progress declaration, if it has one. */
export const wizardProgress = (definition: ResourceDefinition) => {
  const create = definition.route.views.create;
  return typeof create === 'object' ? create.progress : undefined;
};

/** The progress of the record being shown, or undefined when its wizard declares none. */
export const useWizardProgress = (record: RaRecord | undefined) => {
  const { definition } = useDefinition();
  const progress = wizardProgress(definition);
  const create = definition.route.views.create;
  const steps = typeof create === 'object' ? create.steps : [];
  // The declaration is fixed for the definition, so the same hook runs on every render.
  const status = (progress?.useStatus ?? useNoStatus)(record);
  const children = childrenOf(useDefinitions(), definition);
  if (!progress) return undefined;
  const messages = `resources.${definition.name}.${progress.messages}`;
  const listed = steps.flatMap((step): ProgressStep[] => {
    const path = stepPath(step);
    const tab = stepTab(step);
    const stepStatus = status[path];
    if (!stepStatus) return [];
    return [{ path, label: `${messages}.steps.${path}`, status: stepStatus, tab, child: children.find((c) => c.parent!.tab.path === tab) }];
  });
  return { messages, steps: listed, next: listed.find((s) => !s.status.done) };
};

/** Where a step is done from the record's update screen: its tab, or for a nested resource's step the way to add one. */
const useStepTarget = () => {
  const { definition, parentValues } = useDefinition();
  return (record: RaRecord, step: ProgressStep) => {
    const { child } = step;
    if (child) return createPath(child, { ...parentValues, [child.parent!.idParam]: String(record.id) }, 'update');
    return recordPath(definition, 'update', record.id, parentValues, step.tab);
  };
};

const StepIcon = ({ done }: { done: boolean }) =>
  done ? (
    <CheckCircleIcon color="success" fontSize="small" aria-hidden sx={{ mt: '2px' }} />
  ) : (
    <RadioButtonUncheckedIcon color="disabled" fontSize="small" aria-hidden sx={{ mt: '2px' }} />
  );

/** Under the record's title on its update and view screens, while its create wizard declares a progress. */
export const ProgressPanel = () => {
  const { definition } = useDefinition();
  const record = useRecordContext();
  const translate = useTranslate();
  const progress = useWizardProgress(record);
  const target = useStepTarget();
  const headingId = useId();
  const canEdit = useAccessNow('edit', definition.name);
  if (!record || !progress) return null;
  const { messages: M, steps, next } = progress;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2">
        {translate(`${M}.title`)}
      </Typography>
      <Stack component="ol" direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0.5, md: 3 }} sx={{ listStyle: 'none', p: 0, my: 1 }}>
        {steps.map((step, i) => (
          <Stack component="li" key={step.path} direction="row" spacing={1} alignItems="flex-start">
            <StepIcon done={step.status.done} />
            <Typography variant="body2">
              {translate(`${M}.step`, { n: i + 1, name: translate(step.label), state: step.status.state })}
            </Typography>
          </Stack>
        ))}
      </Stack>
      {next ? (
        <Typography variant="body2">
          {translate(`${M}.nextLabel`)}{' '}
          {canEdit ? (
            <MuiLink component={Link} to={target(record, next)}>
              {next.status.next}
            </MuiLink>
          ) : (
            next.status.next
          )}
        </Typography>
      ) : (
        <Alert severity="success" variant="outlined" role="status" sx={{ py: 0 }}>
          {translate(`${M}.complete`)}
        </Alert>
      )}
    </Box>
  );
};
