/**
 * A company's setup progress (spec 3.2's setup completeness, from the one model in `src/shared/companySetup.ts`): the
 * wizard's three steps, each done or saying what it is waiting for, and "Next: …" linking to where the next one is
 * done. Someone who cannot edit the company (the Viewer) sees the same progress without the link.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Alert, Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { recordPath } from '../../src/framework';
import { nextAction, SETUP_TABS, useCompanySetup, useDefinition, useDescribeStep } from '../../src/framework/views';

const M = 'resources.companies.setup';

export const SetupProgress = () => {
  const { definition, parentValues } = useDefinition();
  const record = useRecordContext();
  const translate = useTranslate();
  const describe = useDescribeStep();
  const setup = useCompanySetup(record);
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: definition.name, record });
  if (!record || !setup) return null;
  const headingId = `${definition.name}-setup-heading`;
  const next = setup.next;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2">
        {translate(`${M}.title`)}
      </Typography>
      <Stack component="ol" direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0.5, md: 3 }} sx={{ listStyle: 'none', p: 0, my: 1 }}>
        {setup.steps.map((step, i) => (
          <Stack component="li" key={step.key} direction="row" spacing={1} alignItems="flex-start">
            {step.done ? (
              <CheckCircleIcon color="success" fontSize="small" aria-hidden sx={{ mt: '2px' }} />
            ) : (
              <RadioButtonUncheckedIcon color="disabled" fontSize="small" aria-hidden sx={{ mt: '2px' }} />
            )}
            <Typography variant="body2">
              {translate(`${M}.step`, { n: i + 1, name: translate(`${M}.steps.${step.key}`), state: describe(step) })}
            </Typography>
          </Stack>
        ))}
      </Stack>
      {next ? (
        <Typography variant="body2">
          {translate(`${M}.nextLabel`)}{' '}
          {canEdit ? (
            <MuiLink component={Link} to={recordPath(definition, 'update', record.id, parentValues, SETUP_TABS[next.key])}>
              {translate(`${M}.next.${nextAction(next)}`)}
            </MuiLink>
          ) : (
            translate(`${M}.next.${nextAction(next)}`)
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

export default SetupProgress;
