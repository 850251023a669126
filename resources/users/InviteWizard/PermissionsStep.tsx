/**
 * Step 2: the client-portal role (`GET /productRoles/clientPortal`), plus the internal roles the inviter may
 * grant (created through `POST /users/support-role`); client administrators are never offered those.
 */
import { useMemo } from 'react';
import { Loading, RadioButtonGroupInput, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import { displayRole, toRole } from '../../../src/shared/roles';
import { required } from '../../../src/shared/validation';
import { useGrantableRoles } from '../useReferenceData';
import { useDraft, type InviteDraft } from './draft';
import { RequireDraft } from './RequireDraft';
import { StepForm } from './StepForm';
import { useStepPaths } from './useStepPaths';

export const PermissionsStep = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const paths = useStepPaths();
  const { draft, update } = useDraft();
  const roles = useGrantableRoles();
  const validate = useMemo(() => required(translate('resources.users.detail.role')), [translate]);
  const choices = [
    ...roles.client.map((id) => ({ id, name: displayRole(id) })),
    ...roles.internal.map((id) => ({ id, name: translate('resources.users.wizard.internalRole', { role: displayRole(id) }) })),
  ];
  // The description is inside the radio's label, so a screen reader reads what the role may do with its name.
  const describeRole = (choice: { id: string; name: string }) => (
    <Box component="span" sx={{ display: 'block', py: 0.5 }}>
      <Box component="strong" sx={{ display: 'block', fontWeight: 500 }}>
        {choice.name}
      </Box>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {translate(`resources.users.wizard.roleDescriptions.${toRole(choice.id) ?? choice.id}`, { _: '' })}
      </Typography>
    </Box>
  );
  const submit = (values: InviteDraft) => {
    update(values);
    navigate(paths.clientAccess);
    return undefined;
  };
  return (
    <RequireDraft ready={!!draft.email}>
      {roles.isPending ? (
        <Loading />
      ) : (
        <StepForm fields={['roleName']} onSubmit={submit} back={paths.personal}>
          <RadioButtonGroupInput
            source="roleName"
            label="resources.users.wizard.chooseRole"
            choices={choices}
            optionText={describeRole}
            translateChoice={false}
            validate={validate}
            row={false}
          />
        </StepForm>
      )}
    </RequireDraft>
  );
};
