/**
 * The invite wizard's role: the client-portal roles (`GET /productRoles/clientPortal`), then the internal ones the
 * inviter may grant (created through `POST /users/support-role`); client administrators are never offered those. Each
 * radio's label says what the role may do, so a screen reader reads it with the name. The step waits for the roles.
 * @custom Radios whose choices are two reads (client-portal roles from the API, internal roles by who is inviting)
 * each with words on what the role may do, named in `fields.input`.
 */
import { Box, Typography } from '@mui/material';
import { useSuspenseQuery } from '@tanstack/react-query';
import { RadioButtonGroupInput, usePermissions, useTranslate } from 'react-admin';
import type { FieldComponentProps } from '../../../src/framework';
import { useRequired } from '../../../src/framework/views';
import { displayRole, toRole } from '../../../src/shared/roles';
import { clientPortalRolesQuery, grantableRoles } from '../useReferenceData';

const RoleInput = ({ source }: FieldComponentProps) => {
  const translate = useTranslate();
  const { permissions: actorRole } = usePermissions<string>();
  const { data } = useSuspenseQuery(clientPortalRolesQuery);
  const roles = grantableRoles(actorRole, data);
  const required = useRequired();
  const choices = [
    ...roles.client.map((id) => ({ id, name: displayRole(id) })),
    ...roles.internal.map((id) => ({ id, name: translate('resources.users.wizard.internalRole', { role: displayRole(id) }) })),
  ];
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
  return (
    <RadioButtonGroupInput
      source={source}
      label="resources.users.wizard.chooseRole"
      choices={choices}
      optionText={describeRole}
      translateChoice={false}
      validate={required(source)}
      row={false}
    />
  );
};

export default RoleInput;
