/**
 * user-detail: name, phone and role, and the lifecycle actions. Read-only for those who may only look.
 * @custom One save that is two calls (the user's fields with `PATCH /users`, then the role with `POST /users/assignRole`
 * only when it changed and the caller may), the role's choices being the roles this caller may grant, and facts from
 * a second read (`userDetails`): a form block saved by one endpoint does not say that.
 */
import { Box, Divider, Stack, Typography } from '@mui/material';
import { Labeled, Loading, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { RecordAction } from '../../src/framework';
import { FieldsForm, FormSelectInput, RecordActions, renderColumn, renderField, useDefinition } from '../../src/framework/views';
import { displayRole } from '../../src/shared/roles';
import { toApiPhone } from '../../src/shared/phone';
import { useQuery } from '@tanstack/react-query';
import { assignRole, updateUser, userDetails, type PortalUser } from './api';
import { useGrantableRoles } from './useReferenceData';
import type { UserRights } from './rights';
import { useRights } from './useRights';

/**
 * The lifecycle actions (spec 7: activate, deactivate, resendConfirmationCode, reset-mfa, DELETE), in this order, each
 * offered only when the API would accept it (the right of the same name, `rights.ts`). "Send invitation" is
 * resendConfirmationCode for a user created without an invitation (SetupIncomplete: the invite wizard was left before
 * its last step).
 */
const ACTIONS: (RecordAction & { right: keyof UserRights })[] = [
  {
    name: 'sendInvitation',
    right: 'sendInvitation',
    call: { method: 'POST', path: '/api/v1/users/{id}/resendConfirmationCode' },
    look: { emphasis: 'contained' },
  },
  { name: 'activate', right: 'activate', call: { method: 'POST', path: '/api/v1/users/{id}/activate' } },
  { name: 'deactivate', right: 'deactivate', call: { method: 'POST', path: '/api/v1/users/{id}/deactivate' }, look: { danger: true } },
  {
    name: 'resendConfirmationCode',
    right: 'resendConfirmationCode',
    call: { method: 'POST', path: '/api/v1/users/{id}/resendConfirmationCode' },
  },
  { name: 'reset-mfa', right: 'resetMfa', call: { method: 'POST', path: '/api/v1/users/{id}/reset-mfa' } },
  {
    name: 'delete',
    right: 'delete',
    call: { method: 'DELETE', path: '/api/v1/users/{id}' },
    look: { emphasis: 'outlined', danger: true },
  },
];

/** The user's own fields, read or edited here as the definition draws them; the role beside them is this tab's own. */
const DETAIL_FIELDS = ['firstName', 'lastName', 'email', 'phone'];

const useDetailFields = () => {
  const { definition } = useDefinition();
  return { definition, fields: definition.fields.filter((f) => DETAIL_FIELDS.includes(f.source)) };
};

const HeldRole = ({ user }: { user: PortalUser }) => (
  <Labeled label="resources.users.detail.role">
    <Typography>{displayRole(user.clientPortalRole.roleName)}</Typography>
  </Labeled>
);

const ReadOnly = ({ user }: { user: PortalUser }) => {
  const { definition, fields } = useDetailFields();
  return (
    <Stack spacing={1}>
      {fields.map((f) => (
        <Labeled key={f.source}>{renderColumn(definition, f)}</Labeled>
      ))}
      <HeldRole user={user} />
    </Stack>
  );
};

const EditForm = ({ user, changeRole }: { user: PortalUser; changeRole: boolean }) => {
  const roles = useGrantableRoles();
  const roleChoices = [...new Set([user.clientPortalRole.roleName, ...roles.all])].map((id) => ({ id, name: displayRole(id) }));
  const save = async (values: FieldValues) => {
    await updateUser({
      id: user.id,
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      phone: toApiPhone(values.phone) ?? null,
    });
    if (changeRole && values.roleName && values.roleName !== user.clientPortalRole.roleName) await assignRole(user.id, values.roleName);
  };
  return (
    <Box sx={{ maxWidth: 480 }}>
      <FieldsForm
        fields={DETAIL_FIELDS}
        defaultValues={{ ...user, phone: user.phone ?? '', roleName: user.clientPortalRole.roleName }}
        save={save}
        messages={{ save: 'resources.users.detail.save', saved: 'resources.users.detail.saved' }}
        key={`${user.id}-${user.firstName}-${user.lastName}-${user.phone}-${user.clientPortalRole.roleName}`}
      >
        {changeRole ? (
          <FormSelectInput source="roleName" label="resources.users.detail.role" choices={roleChoices} translateChoice={false} />
        ) : (
          <HeldRole user={user} />
        )}
      </FieldsForm>
    </Box>
  );
};

/**
 * What the portal API tells only a details screen (`GET /users/{id}/userDetails`): the data-gateway role the user
 * holds beside the client-portal role (spec 6), and whether an invitation waits. Nothing is shown until it loads,
 * and a failure leaves the rest of the tab as it is.
 */
const IdentityFacts = ({ userId }: { userId: string }) => {
  const translate = useTranslate();
  const details = useQuery({ queryKey: ['users', 'userDetails', userId], queryFn: ({ signal }) => userDetails(userId, signal) });
  if (!details.data) return null;
  const { dataGatewayRole, hasPendingInvitation } = details.data;
  return (
    <>
      <Labeled label="resources.users.detail.dataGatewayRole">
        <Typography>{dataGatewayRole ? displayRole(dataGatewayRole) : translate('resources.users.detail.noDataGatewayRole')}</Typography>
      </Labeled>
      {hasPendingInvitation && (
        <Labeled label="resources.users.detail.invitation">
          <Typography>{translate('resources.users.detail.invitationPending')}</Typography>
        </Labeled>
      )}
    </>
  );
};

const UserDetailTab = () => {
  const translate = useTranslate();
  const { definition } = useDefinition();
  const { target: user, isPending, ...rights } = useRights();
  const status = definition.fields.find((f) => f.source === 'status');
  if (!user) return null;
  if (isPending) return <Loading />;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} alignItems="center" flexWrap="wrap" useFlexGap>
        <Labeled label="resources.users.detail.statusLabel">
          <Box>{status && renderField(definition, status)}</Box>
        </Labeled>
        <Labeled label="resources.users.detail.mfa">
          <Typography>{translate(user.mfaEnabled ? 'resources.users.detail.mfaOn' : 'resources.users.detail.mfaOff')}</Typography>
        </Labeled>
        <IdentityFacts userId={String(user.id)} />
      </Stack>
      <RecordActions
        record={user}
        actions={ACTIONS}
        allowed={ACTIONS.filter((action) => rights[action.right]).map((action) => action.name)}
        messages="resources.users.actions"
        label={translate('resources.users.detail.actionsLabel')}
      />
      <Divider />
      {rights.edit ? <EditForm user={user} changeRole={rights.changeRole} /> : <ReadOnly user={user} />}
    </Stack>
  );
};

export default UserDetailTab;
