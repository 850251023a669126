/**
 * user-detail: name, phone and role, and the lifecycle actions. Read-only for those who may only look.
 */
import { Box, Divider, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Form, Labeled, Loading, SaveButton, SelectInput, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { RecordAction } from '../../src/framework';
import { FormServerError, RecordActions, renderField, useDefinition, useSubmissionFailure } from '../../src/framework/views';
import { displayRole } from '../../src/shared/roles';
import { formatPhone, phoneRule, toApiPhone } from '../../src/shared/phone';
import { required } from '../../src/shared/validation';
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
    after: 'list',
  },
];

interface DetailValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  roleName: string;
}

const ReadOnly = ({ user }: { user: PortalUser }) => {
  const translate = useTranslate();
  const rows: [string, string][] = [
    [translate('resources.users.fields.firstName'), user.firstName],
    [translate('resources.users.fields.lastName'), user.lastName],
    [translate('resources.users.fields.email'), user.email],
    [translate('resources.users.fields.phone'), formatPhone(user.phone)],
    [translate('resources.users.detail.role'), displayRole(user.clientPortalRole.roleName)],
  ];
  return (
    <Stack spacing={1}>
      {rows.map(([label, value]) => (
        <Labeled key={label} label={label}>
          <Typography>{value || '—'}</Typography>
        </Labeled>
      ))}
    </Stack>
  );
};

const EditForm = ({ user, changeRole }: { user: PortalUser; changeRole: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useSubmissionFailure();
  const refresh = useRefresh();
  const roles = useGrantableRoles();
  const label = (source: string) => translate(`resources.users.fields.${source}`);
  const validators = useMemo(
    () => ({
      firstName: required(translate('resources.users.fields.firstName')),
      lastName: required(translate('resources.users.fields.lastName')),
      phone: phoneRule(),
    }),
    [translate],
  );
  const roleChoices = [...new Set([user.clientPortalRole.roleName, ...roles.all])].map((id) => ({ id, name: displayRole(id) }));
  const save = async (values: Partial<DetailValues>) => {
    try {
      await updateUser({
        id: user.id,
        firstName: values.firstName ?? '',
        lastName: values.lastName ?? '',
        phone: toApiPhone(values.phone) ?? null,
      });
      if (changeRole && values.roleName && values.roleName !== user.clientPortalRole.roleName) await assignRole(user.id, values.roleName);
      notify('resources.users.detail.saved', { type: 'info' });
      refresh();
      return undefined;
    } catch (error) {
      return failed(error);
    }
  };
  return (
    <Form<DetailValues>
      disableInvalidFormNotification
      defaultValues={{
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone ?? '',
        roleName: user.clientPortalRole.roleName,
      }}
      onSubmit={save as never}
      key={`${user.id}-${user.firstName}-${user.lastName}-${user.phone}-${user.clientPortalRole.roleName}`}
    >
      <Stack sx={{ maxWidth: 480 }}>
        <TextInput source="firstName" label={label('firstName')} validate={validators.firstName} autoComplete="off" />
        <TextInput source="lastName" label={label('lastName')} validate={validators.lastName} autoComplete="off" />
        <TextInput source="email" label={label('email')} readOnly />
        <TextInput source="phone" label={label('phone')} type="tel" validate={validators.phone} autoComplete="off" />
        {changeRole ? (
          <SelectInput source="roleName" label="resources.users.detail.role" choices={roleChoices} translateChoice={false} />
        ) : (
          <Labeled label="resources.users.detail.role">
            <Typography>{displayRole(user.clientPortalRole.roleName)}</Typography>
          </Labeled>
        )}
        <FormServerError />
        <Box>
          <SaveButton label="resources.users.detail.save" />
        </Box>
      </Stack>
    </Form>
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
