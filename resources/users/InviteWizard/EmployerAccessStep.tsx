/**
 * Step 4 (`{userId}/employer-access`), the last: a record step of the wizard declared in `resources/users.ts`. Per
 * company the user belongs to, which modules, which of each module's schemes and which of each scheme's employers they
 * get; then the invitation (issue 27: access is decided before the person is invited). The user was created at step 3
 * without an invitation (SetupIncomplete). "Send invitation" saves the access in one `POST /permissions/bulk` and then
 * sends the invitation (`POST /users/{id}/resendConfirmationCode`). Client Admins, Managers and Analysts start with
 * every module of their companies, covering every scheme and employer (docs/decisions.md); leaving a company without a
 * module asks first. Opened again for a user who already has access, the step starts from it.
 * @custom Access decided per company, module, scheme and employer before the invitation, saved in one bulk call and
 * then the invitation sent, starting from defaults by role: a tree of choices over four levels of unsaved data, which
 * neither the drill-down (saved level by level) nor a checklist (one level) expresses.
 */
import { Alert, Button as MuiButton, Stack, Typography } from '@mui/material';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Button, Confirm, Loading, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { createPath, recordPath } from '../../../src/framework';
import { ServerError, useDefinition, useLeaveWarning } from '../../../src/framework/views';
import { displayRole } from '../../../src/shared/roles';
import {
  companiesOfUser,
  getUser,
  grantMany,
  permissionsOf,
  revokeProduct,
  sendInvitation,
  type ProductSchemes,
  type UserEmployer,
} from '../api';
import { AccessSummary } from './AccessSummary';
import { CompanyAccess, employersQuery } from './CompanyAccess';
import {
  chosenSchemeIds,
  companiesWithoutModule,
  grantsOf,
  isComplete,
  needsModules,
  startingChoice,
  startsWithEveryModule,
  type Selection,
} from './selection';

type Ending = 'send' | 'skip';

const EmployerAccessStep = () => {
  const { id: userId = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { definition } = useDefinition();
  // The choice, and the companies whose starting choice is in it (set once, when their modules first load).
  const [{ selection, started }, setState] = useState<{ selection: Selection; started: string[] }>({ selection: {}, started: [] });
  const [touched, setTouched] = useState(false);
  const [asking, setAsking] = useState<{ ending: Ending; companies: string[] } | null>(null);

  const user = useQuery({ queryKey: ['users', 'wizardUser', userId], queryFn: ({ signal }) => getUser(userId, signal) });
  const companies = useQuery({ queryKey: ['users', 'companiesOfUser', userId], queryFn: ({ signal }) => companiesOfUser(userId, signal) });
  const existing = useQuery({ queryKey: ['users', 'permissions', userId], queryFn: ({ signal }) => permissionsOf(userId, signal) });

  // The employers of every chosen scheme: counted in the summary and saved with the grant.
  const schemeIds = chosenSchemeIds(selection);
  const employerAnswers = useQueries({ queries: schemeIds.map((id) => employersQuery(userId, id)) });
  const loaded = new Map<string, UserEmployer[]>();
  schemeIds.forEach((id, i) => employerAnswers[i]?.data && loaded.set(id, employerAnswers[i].data));
  const employers = (schemeId: string) => loaded.get(schemeId);

  const inviting = user.data?.status === 'SetupIncomplete';
  const roleName = user.data?.clientPortalRole.roleName;
  const name = user.data ? `${user.data.firstName} ${user.data.lastName}` : '';
  const done = () => void navigate(recordPath(definition, 'update', userId));

  const onProducts = useCallback(
    (companyId: string, products: ProductSchemes[]) =>
      setState((state) =>
        state.started.includes(companyId)
          ? state
          : {
              started: [...state.started, companyId],
              selection: { ...state.selection, ...startingChoice(companyId, products, existing.data ?? [], roleName) },
            },
      ),
    [existing.data, roleName],
  );
  const change = (update: (s: Selection) => Selection) => {
    setTouched(true);
    setState((state) => ({ ...state, selection: update(state.selection) }));
  };

  const finish = useMutation({
    mutationFn: async (ending: Ending) => {
      if (ending === 'send') {
        const grants = grantsOf(selection, employers);
        const kept = new Set(grants.map((g) => `${g.companyId}|${g.productId}`));
        const dropped = (existing.data ?? []).filter((p) => !kept.has(`${p.companyId}|${p.productId}`));
        if (grants.length) await grantMany(userId, grants);
        for (const p of dropped) await revokeProduct(userId, p.companyId, p.productId);
      }
      if (inviting) await sendInvitation(userId);
    },
    onSuccess: (_, ending) => {
      if (inviting) notify('resources.users.wizard.invited', { type: 'success', messageArgs: { email: user.data!.email } });
      else if (ending === 'send') notify('resources.users.wizard.accessSaved', { type: 'success' });
      // The user's screens (react-admin's record too) read the new status and access.
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      done();
    },
  });
  // From the first click until the page is left: a finished step is not "unsaved" on its way out.
  const saving = finish.isPending || finish.isSuccess;
  // Until the invitation goes, leaving loses it (and the choice); afterwards only a changed choice is lost.
  const leave = useCallback(() => setTouched(false), []);
  useLeaveWarning((inviting || touched) && !saving, createPath(definition), leave);

  /** Asks first when the invitation would leave a company without any module (for roles whose work is in them). */
  const attempt = (ending: Ending) => {
    const without = companiesWithoutModule(
      ending === 'skip' ? {} : selection,
      (companies.data ?? []).map((c) => c.id),
    ).filter((id) => ending === 'send' || !(existing.data ?? []).some((p) => p.companyId === id));
    if (inviting && needsModules(roleName) && without.length > 0) {
      setAsking({ ending, companies: without });
      return;
    }
    if (ending === 'skip' && !inviting) return done();
    finish.mutate(ending);
  };

  const failed = user.error ?? companies.error ?? existing.error;
  if (failed) return <Alert severity="error">{failed.message}</Alert>;
  if (!user.data || !companies.data || !existing.data) return <Loading />;
  const companyList = companies.data;
  const companyNames = (ids: string[]) =>
    new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(companyList.filter((c) => ids.includes(c.id)).map((c) => c.name));
  const ready = isComplete(selection, employers) && companyList.every((c) => started.includes(c.id));
  return (
    <Stack spacing={2}>
      {!inviting && user.data.status === 'Invited' && (
        <Alert severity="info">{translate('resources.users.wizard.alreadyInvited', { name })}</Alert>
      )}
      {companyList.length > 0 && (
        <>
          <Typography>
            {translate(inviting ? 'resources.users.wizard.employerAccessIntro' : 'resources.users.wizard.employerAccessIntroInvited', {
              name,
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(
              startsWithEveryModule(roleName) ? 'resources.users.wizard.startsWithEveryModule' : 'resources.users.wizard.startsWithNothing',
              {
                role: displayRole(roleName ?? ''),
              },
            )}
          </Typography>
        </>
      )}
      {companyList.length === 0 && <Alert severity="info">{translate('resources.users.wizard.noCompanies')}</Alert>}
      {companyList.map((company) => (
        <CompanyAccess
          key={company.id}
          userId={userId}
          company={company}
          selection={selection}
          setSelection={change}
          employers={employers}
          onProducts={onProducts}
        />
      ))}
      {companyList.length > 0 && <AccessSummary name={name} companies={companyList} selection={selection} employers={employers} />}
      <Stack direction="row" spacing={2}>
        <MuiButton variant="outlined" onClick={() => attempt('skip')} disabled={saving}>
          {translate('resources.users.wizard.skip')}
        </MuiButton>
        <Button
          label={inviting ? 'resources.users.wizard.sendInvitation' : 'resources.users.wizard.saveAccess'}
          variant="contained"
          size="medium"
          onClick={() => attempt('send')}
          disabled={saving || !ready}
        />
      </Stack>
      <ServerError error={finish.error} />
      <Confirm
        isOpen={asking !== null}
        loading={saving}
        title="resources.users.wizard.noModule.title"
        content="resources.users.wizard.noModule.content"
        contentTranslateOptions={{ name, companies: companyNames(asking?.companies ?? []) }}
        confirm="resources.users.wizard.sendInvitation"
        cancel="resources.users.wizard.noModule.cancel"
        onConfirm={() => {
          const ending = asking!.ending;
          setAsking(null);
          finish.mutate(ending);
        }}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
};

export default EmployerAccessStep;
