/**
 * `default-scheme-access/main`: the company's default and each user's effective setting. Every change is confirmed
 * first (ConfirmChange), then sent; the screen shows what the API answers. Read-only on the view screen and for
 * roles that may not edit the company; a user's own setting is offered only where the privilege table lets the
 * signed-in user change that user's access (never their own, nor internal staff's for a client administrator).
 * @custom A company toggle and every user's effective setting in one table, each change one of three calls (the
 * company's, a user's own, a user back to the company's) after a confirmation counting whom it affects, offered per
 * user by the privilege table: neither an assignment (available ⇄ assigned) nor a checklist, and the only screen of
 * its kind in the spec.
 */
import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { displayRole } from '../../../src/shared/roles';
import { LoadFailure, ResourceMessages, useAccessNow, useDefinition, useDefinitions, useRecordScreen } from '../../../src/framework/views';
import { mayActOn } from '../../users/rights';
import { useActor } from '../../users/useRights';
import { AUDIT_RESOURCE, accessQueryKey, applyChange, fetchAccess, fullName, type AccessChange, type UserAccess } from './api';
import { ConfirmChange } from './ConfirmChange';

const K = 'resources.defaultSchemeAccessAudits';
const other = (value: 'Enabled' | 'Disabled') => (value === 'Enabled' ? 'Disabled' : 'Enabled');

const UserActions = ({ user, onChange }: { user: UserAccess; onChange: (change: AccessChange) => void }) => {
  const translate = useTranslate();
  const name = fullName(user);
  const next = other(user.defaultSchemeAccess);
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="outlined"
        aria-label={translate(`${K}.main.userChangeName.${next}`, { user: name })}
        onClick={() => onChange({ kind: 'user', user, value: next })}
      >
        {translate(`${K}.main.userChange.${next}`)}
      </Button>
      {user.scope === 'Company' && (
        <Button
          size="small"
          aria-label={translate(`${K}.main.userChangeName.reset`, { user: name })}
          onClick={() => onChange({ kind: 'reset', user })}
        >
          {translate(`${K}.main.userChange.reset`)}
        </Button>
      )}
    </Stack>
  );
};

const CompanyAccess = () => {
  const record = useRecordContext();
  const screen = useRecordScreen();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const companyId = String(record?.id ?? '');
  const companyName = String(record?.name ?? '');
  const { definition } = useDefinition();
  const mayEdit = useAccessNow('edit', definition.name);
  const editable = screen === 'update' && mayEdit;
  const { actor } = useActor();
  const mayChangeUser = (u: UserAccess) =>
    mayActOn(
      actor,
      { id: u.userId, role: u.roleName, companyIds: u.companyIds, worksForOtherCompanies: u.worksForOtherCompanies },
      'defaultSchemeAccess',
    );
  const [pending, setPending] = useState<AccessChange | null>(null);

  const query = useQuery({
    queryKey: accessQueryKey(companyId),
    queryFn: ({ signal }) => fetchAccess(companyId, signal),
    enabled: Boolean(companyId),
  });
  const mutation = useMutation({
    mutationFn: (change: AccessChange) => applyChange(companyId, change),
    onSuccess: (answer) => {
      queryClient.setQueryData(accessQueryKey(companyId), answer);
      // Every change is an audit event (or may be): the audit tab reads afresh.
      void queryClient.invalidateQueries({ queryKey: [AUDIT_RESOURCE] });
      notify(`${K}.main.saved`, { type: 'success' });
    },
    onSettled: () => setPending(null),
  });

  if (query.isPending) return <Loading />;
  if (query.error) return <LoadFailure error={query.error} retry={query.refetch} />;
  const access = query.data;
  const value = access.defaultSchemeAccess;
  const ask = (change: AccessChange) => {
    mutation.reset();
    setPending(change);
  };

  return (
    <Box>
      {mutation.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {mutation.error.message}
        </Alert>
      )}
      <Typography variant="h6" component="h2">
        {translate(`${K}.main.companyHeading`)}
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {translate(`${K}.main.current`, { value: translate(`${K}.toggle.${value}`), company: companyName })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${K}.main.meaning.${value}`, { company: companyName })}
      </Typography>
      {editable ? (
        <Button variant="contained" onClick={() => ask({ kind: 'company', value: other(value) })}>
          {translate(`${K}.main.change.${other(value)}`)}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(`${K}.main.readOnly`)}
        </Typography>
      )}

      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate(`${K}.main.usersHeading`)}
      </Typography>
      {access.users.length === 0 ? (
        <Typography>{translate(`${K}.main.noUsers`)}</Typography>
      ) : (
        <Table size="small" aria-label={translate(`${K}.main.usersTable`)}>
          <TableHead>
            <TableRow>
              {(['name', 'email', 'role', 'access', 'scope'] as const).map((c) => (
                <TableCell key={c}>{translate(`${K}.main.columns.${c}`)}</TableCell>
              ))}
              {editable && <TableCell>{translate(`${K}.main.columns.actions`)}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {access.users.map((u) => (
              <TableRow key={u.userId}>
                <TableCell>{fullName(u)}</TableCell>
                <TableCell>{u.email}</TableCell>
                <TableCell>{displayRole(u.roleName)}</TableCell>
                <TableCell>{translate(`${K}.toggle.${u.defaultSchemeAccess}`)}</TableCell>
                <TableCell>{translate(`${K}.scope.${u.scope}`)}</TableCell>
                {editable && <TableCell>{mayChangeUser(u) && <UserActions user={u} onChange={ask} />}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmChange
        change={pending}
        access={access}
        companyName={companyName}
        saving={mutation.isPending}
        onConfirm={() => pending && mutation.mutate(pending)}
        onClose={() => setPending(null)}
      />
    </Box>
  );
};

/** The tab's words are the audit definition's catalogue, which loads with its screens: this one waits for it too. */
const MainPanel = () => {
  const audits = useDefinitions().find((d) => d.name === AUDIT_RESOURCE);
  return audits ? (
    <ResourceMessages definition={audits}>
      <CompanyAccess />
    </ResourceMessages>
  ) : (
    <CompanyAccess />
  );
};

export default MainPanel;
