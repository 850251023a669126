/**
 * Invite New User: one URL per step (spec 2.5) — personal-information, permissions, client-access, then, once
 * the user exists, {userId}/employer-access. The first three steps only collect a draft; leaving client-access
 * creates the user without an invitation (SetupIncomplete), because the last step grants access to that user; the
 * invitation goes at the end of the last step, once what they can open is decided (issue 27). Opened from a company
 * (`?companyId=…&role=ClientAdmin`), the draft starts from the company's administrator contact (`prefill.ts`).
 */
import { Card, CardContent, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { Loading, useGetIdentity, useTranslate } from 'react-admin';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { createPath } from '../../../src/framework';
import { useDefinition, useLeaveWarning, usePhoneWidth } from '../../../src/framework/views';
import { ClientAccessStep } from './ClientAccessStep';
import { DraftProvider, useDraft } from './draft';
import { EmployerAccessStep } from './EmployerAccessStep';
import { PermissionsStep } from './PermissionsStep';
import { PersonalInformationStep } from './PersonalInformationStep';

export const STEPS = ['personal-information', 'permissions', 'client-access', 'employer-access'] as const;
export type StepName = (typeof STEPS)[number];

const currentStep = (rest: string): StepName => STEPS.find((s) => rest === s || rest.endsWith(`/${s}`)) ?? 'personal-information';

const Frame = () => {
  const translate = useTranslate();
  const { definition } = useDefinition();
  const { dirty, discard } = useDraft();
  const rest = useParams()['*'] ?? '';
  const step = currentStep(rest);
  const phone = usePhoneWidth();
  useLeaveWarning(dirty, createPath(definition), discard);
  return (
    <Card sx={{ mt: 1 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('resources.users.wizard.title')}
        </Typography>
        <Stepper
          activeStep={STEPS.indexOf(step)}
          alternativeLabel={phone}
          aria-label={translate('resources.users.wizard.stepsLabel')}
          sx={{ mb: 3 }}
        >
          {STEPS.map((s) => (
            <Step key={s} aria-current={s === step ? 'step' : undefined}>
              <StepLabel>{translate(`resources.users.wizard.steps.${s}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Routes>
          <Route path="personal-information" element={<PersonalInformationStep />} />
          <Route path="permissions" element={<PermissionsStep />} />
          <Route path="client-access" element={<ClientAccessStep />} />
          <Route path=":userId/employer-access" element={<EmployerAccessStep />} />
          <Route path="*" element={<Navigate to="personal-information" replace />} />
        </Routes>
      </CardContent>
    </Card>
  );
};

/** Drafts are per signed-in person, so someone signing in next in the same tab never sees another's draft. */
const InviteWizard = () => {
  const { identity, isPending } = useGetIdentity();
  if (isPending || !identity) return <Loading />;
  return (
    <DraftProvider wizardKey={`users.invite.${identity.id}`}>
      <Frame />
    </DraftProvider>
  );
};

export default InviteWizard;
