/**
 * A company's setup completeness (spec 3.2) as progress the user can act on: the three steps (details, branding,
 * products) with what is done, and "Next: …" linking to where the next one is done. Someone who cannot edit the
 * company (the Viewer) sees the same progress without the link.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Alert, Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { recordPath } from '../../src/framework/paths';
import { useDefinition } from '../../src/framework/views/DefinitionContext';

const M = 'resources.companies.setup';

/** Each step, the tab where it is done, and the stages at which it is already done. */
const STEPS = [
  { key: 'details', tab: 'details', doneAt: ['BrandingIncomplete', 'AssignProductsIncomplete', 'Available'] },
  { key: 'branding', tab: 'details', doneAt: ['AssignProductsIncomplete', 'Available'] },
  { key: 'products', tab: 'products', doneAt: ['Available'] },
] as const;

export const SetupProgress = () => {
  const { definition, parentValues } = useDefinition();
  const record = useRecordContext();
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: definition.name, record });
  if (!record) return null;
  const stage = String(record.setupCompleteness ?? 'None');
  const next = STEPS.find((s) => !(s.doneAt as readonly string[]).includes(stage));
  const headingId = `${definition.name}-setup-heading`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2">
        {translate(`${M}.title`)}
      </Typography>
      <Stack component="ol" direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ listStyle: 'none', p: 0, my: 1 }}>
        {STEPS.map((step, i) => {
          const done = (step.doneAt as readonly string[]).includes(stage);
          return (
            <Stack component="li" key={step.key} direction="row" spacing={1} alignItems="center">
              {done ? (
                <CheckCircleIcon color="success" fontSize="small" aria-hidden />
              ) : (
                <RadioButtonUncheckedIcon color="disabled" fontSize="small" aria-hidden />
              )}
              <Typography variant="body2">
                {translate(`${M}.step`, {
                  n: i + 1,
                  name: translate(`${M}.steps.${step.key}`),
                  state: translate(done ? `${M}.done` : `${M}.todo`),
                })}
              </Typography>
            </Stack>
          );
        })}
      </Stack>
      {next ? (
        <Typography variant="body2">
          {translate(`${M}.nextLabel`)}{' '}
          {canEdit ? (
            <MuiLink component={Link} to={recordPath(definition, 'update', record.id, parentValues, next.tab)}>
              {translate(`${M}.next.${next.key}`)}
            </MuiLink>
          ) : (
            translate(`${M}.next.${next.key}`)
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
