/**
 * Step 3: which companies the user may see — chosen ones, or (for internal staff inviting) all of them. Finishing
 * this step creates the user without an invitation (SetupIncomplete): the last step decides what they can open, then
 * sends it (issue 27). SuperAdmin and Support, who open everything, have no last step: they are invited here.
 */
import { Alert, Link as MuiLink } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CheckboxGroupInput, Loading, RadioButtonGroupInput, useNotify, usePermissions, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '../../../providers/http';
import { recordPath } from '../../../src/framework';
import { ServerError, useDefinition } from '../../../src/framework/views';
import { CompanyIdsInput } from '../../companies/CompanyIdsInput';
import { createUser, type Invitation } from '../api';
import { actsForAllCompanies, isInternalRole } from '../rights';
import { useVisibleCompanies } from '../useReferenceData';
import { useDraft, type InviteDraft } from './draft';
import { RequireDraft } from './RequireDraft';
import { StepForm } from './StepForm';
import { useStepPaths } from './useStepPaths';

/**
 * Staff of every company choose among thousands: by typing part of each name, searched on the server. A client
 * administrator ticks among their own few companies.
 */
const CompanyChoice = ({ canChooseAll }: { canChooseAll: boolean }) => {
  const translate = useTranslate();
  const companies = useVisibleCompanies(!canChooseAll);
  const scope = useWatch({ name: 'scope' });
  const validate = useMemo(
    () =>
      (value: unknown, values: Record<string, unknown> = {}) =>
        values.scope !== 'all' && (!Array.isArray(value) || value.length === 0)
          ? translate('resources.users.wizard.chooseCompanies')
          : undefined,
    [translate],
  );
  if (canChooseAll) {
    return (
      <>
        <RadioButtonGroupInput
          source="scope"
          label="resources.users.wizard.companiesScope"
          choices={[
            { id: 'selected', name: 'resources.users.wizard.selectedCompanies' },
            { id: 'all', name: 'resources.users.wizard.allCompanies' },
          ]}
        />
        {scope !== 'all' && <CompanyIdsInput source="companyIds" label="resources.users.wizard.selectedCompanies" validate={validate} />}
      </>
    );
  }
  if (companies.isPending) return <Loading />;
  if (companies.error) return <Alert severity="error">{companies.error.message}</Alert>;
  return (
    <CheckboxGroupInput
      source="companyIds"
      label="resources.users.wizard.companiesScope"
      choices={companies.data}
      optionText="name"
      translateChoice={false}
      validate={validate}
      row={false}
    />
  );
};

export const ClientAccessStep = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const paths = useStepPaths();
  const { definition } = useDefinition();
  const { permissions: actorRole } = usePermissions<string>();
  const { draft, update, discard } = useDraft();
  const internal = isInternalRole(draft.roleName);
  const canChooseAll = actsForAllCompanies(actorRole);
  const create = useMutation({ mutationFn: (invitation: Invitation & { sendInvitation: boolean }) => createUser(invitation, internal) });

  const submit = async (values: InviteDraft) => {
    update(values);
    const all = !internal && canChooseAll && values.scope === 'all';
    try {
      const user = await create.mutateAsync({
        firstName: draft.firstName!,
        lastName: draft.lastName!,
        email: draft.email!,
        phone: draft.phone || undefined,
        roleName: draft.roleName!,
        allCompanies: all,
        companyIds: internal || all ? [] : (values.companyIds ?? []),
        sendInvitation: internal,
      });
      discard();
      if (internal) {
        notify('resources.users.wizard.invited', { type: 'success', messageArgs: { email: user.email } });
        navigate(recordPath(definition, 'update', user.id));
      } else {
        notify('resources.users.wizard.created', { type: 'info', messageArgs: { name: `${user.firstName} ${user.lastName}` } });
        navigate(paths.employerAccess(user.id));
      }
      return undefined;
    } catch (error) {
      // Shown under the form (below); a refused company choice also on the field.
      const companyIds = isApiError(error) ? error.fieldErrors.companyIds : undefined;
      return companyIds ? { companyIds } : undefined;
    }
  };

  // A clash found only now (someone else took the email meanwhile) belongs to an earlier step: say so, and where.
  const refused = isApiError(create.error) ? create.error : undefined;
  const earlier = Object.entries(refused?.fieldErrors ?? {}).filter(([field]) => field !== 'companyIds');
  const earlierMessages = earlier.map(([, message]) => message).filter((m) => m !== refused?.message);

  return (
    <RequireDraft ready={!!draft.email && !!draft.roleName}>
      <StepForm
        fields={['scope', 'companyIds']}
        onSubmit={submit}
        back={paths.permissions}
        submitLabel={internal ? 'resources.users.wizard.create' : 'resources.users.wizard.createAndContinue'}
        initial={{ scope: 'selected' }}
        feedback={
          <ServerError error={create.error}>
            {earlier.length > 0 && (
              <>
                {earlierMessages.join(' ')}{' '}
                <MuiLink component={Link} to={paths.personal}>
                  {translate('resources.users.wizard.steps.personal-information')}
                </MuiLink>
              </>
            )}
          </ServerError>
        }
      >
        {internal ? (
          <Alert severity="info">{translate('resources.users.wizard.internalNoCompanies')}</Alert>
        ) : (
          <CompanyChoice canChooseAll={canChooseAll} />
        )}
      </StepForm>
    </RequireDraft>
  );
};
