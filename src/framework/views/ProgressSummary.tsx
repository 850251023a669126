/**
 * The page a wizard with a progress finishes on (`progress.summary`, at `{base}/create/{id}/summary`): whether the
 * setup is finished, each step done or what it waits for, what each nested resource's step added (`NestedStepSummary`)
 * and what else the resource says was set up (`children`, in `SummarySection`s), what is still to do, each linking
 * back to its step, and the next step, the resource's `actions` beside the way to the record.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Alert, Button, Link as MuiLink, List, ListItem, ListItemIcon, ListItemText, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetRecordRepresentation, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { createPath, recordPath } from '../paths';
import { useDefinition } from './DefinitionContext';
import { NestedStepSummary } from './NestedStepSummary';
import { SummarySection } from './SummarySection';
import { useWizardProgress } from './WizardProgress';

export const ProgressSummary = ({ children, actions }: { children?: ReactNode; actions?: ReactNode }) => {
  const { definition, parentValues } = useDefinition();
  const record = useRecordContext();
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(definition.name);
  const progress = useWizardProgress(record);
  if (!record || !progress) return null;
  const { messages: M, steps } = progress;
  const name = String(represent(record));
  const missing = steps.filter((step) => !step.status.done);
  const line = (step: (typeof steps)[number]) => translate(`${M}.stepState`, { step: translate(step.label), state: step.status.state });
  const stepLink = (path: string) => `${createPath(definition, parentValues)}/${encodeURIComponent(String(record.id))}/${path}`;
  return (
    <Stack spacing={3} sx={{ mt: 1 }}>
      <Alert severity={missing.length ? 'info' : 'success'} role="status">
        {translate(missing.length ? `${M}.summary.notFinished` : `${M}.summary.finished`, { name })}
      </Alert>

      <SummarySection heading={translate(`${M}.title`)}>
        <List dense disablePadding>
          {steps.map((step) => (
            <ListItem key={step.path} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                {step.status.done ? (
                  <CheckCircleIcon color="success" fontSize="small" aria-hidden />
                ) : (
                  <RadioButtonUncheckedIcon fontSize="small" aria-hidden />
                )}
              </ListItemIcon>
              <ListItemText primary={line(step)} />
            </ListItem>
          ))}
        </List>
      </SummarySection>

      {steps.map(
        ({ path, child }) =>
          child && (
            <NestedStepSummary
              key={path}
              step={path}
              child={child}
              values={{ ...parentValues, [child.parent!.idParam]: String(record.id) }}
              messages={M}
            />
          ),
      )}
      {children}

      {missing.length > 0 && (
        <SummarySection heading={translate(`${M}.summary.missing`)}>
          <List dense disablePadding>
            {missing.map((step) => (
              <ListItem key={step.path} disableGutters>
                <ListItemText
                  primary={
                    <MuiLink component={Link} to={stepLink(step.path)}>
                      {step.status.next}
                    </MuiLink>
                  }
                  secondary={line(step)}
                />
              </ListItem>
            ))}
          </List>
        </SummarySection>
      )}

      <SummarySection heading={translate(`${M}.summary.nextStep`)}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }} alignItems={{ sm: 'center' }}>
          {actions}
          <Button component={Link} to={recordPath(definition, 'view', record.id, parentValues)}>
            {translate(`${M}.summary.open`, { name })}
          </Button>
        </Stack>
      </SummarySection>
    </Stack>
  );
};
