/**
 * Step 3, the last draft step (the wizard is declared in `resources/users.ts`): which companies the user may see —
 * chosen ones, or (for internal staff inviting) all of them. Finishing it creates the user without an invitation
 * (SetupIncomplete): the last step decides what they can open, then sends it (issue 27). SuperAdmin and Support, who
 * open everything, have no last step: they are invited here. A step of its own rather than fields: the company choice
 * depends on who invites and whom (searched, ticked, or none), and creating calls one of two endpoints.
 */
import { Alert, Link as MuiLink } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CheckboxGroupInput, Loading, RadioButtonGroupInput, useNotify, usePermissions, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '../../../providers/http';
import { recordPath, type DraftValues } from '../../../src/framework';
import { DraftStepForm, fieldErrorsFor, ServerError, useDefinition, useDraft, useDraftPaths } from '../../../src/framework/views';
import { CompanyIdsInput } from '../../companies/CompanyIdsInput';
import { createUser, type Invitation } from '../api';
import { actsForAllCompanies, isInternalRole } from '../rights';
import { useVisibleCompanies } from '../useReferenceData';

/** What the earlier steps put in the draft (personal information, permissions). */
const text = (value: unknown) => (typeof value === 'string' ? value : '');

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

const ClientAccessStep = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const paths = useDraftPaths();
  const { definition } = useDefinition();
  const { permissions: actorRole } = usePermissions<string>();
  const { draft, update, discard } = useDraft();
  const roleName = text(draft.roleName);
  const internal = isInternalRole(roleName);
  const canChooseAll = actsForAllCompanies(actorRole);
  const create = useMutation({ mutationFn: (invitation: Invitation & { sendInvitation: boolean }) => createUser(invitation, internal) });

  const submit = async (values: DraftValues) => {
    update(values);
    const all = !internal && canChooseAll && values.scope === 'all';
    const companyIds = Array.isArray(values.companyIds) ? values.companyIds.map(String) : [];
    try {
      const user = await create.mutateAsync({
        firstName: text(draft.firstName),
        lastName: text(draft.lastName),
        email: text(draft.email),
        phone: text(draft.phone) || undefined,
        roleName,
        allCompanies: all,
        companyIds: internal || all ? [] : companyIds,
        sendInvitation: internal,
      });
      discard();
      if (internal) {
        notify('resources.users.wizard.invited', { type: 'success', messageArgs: { email: user.email } });
        navigate(recordPath(definition, 'update', user.id));
      } else {
        notify('resources.users.wizard.created', { type: 'info', messageArgs: { name: `${user.firstName} ${user.lastName}` } });
        navigate(paths.recordStep(user.id));
      }
      return undefined;
    } catch (error) {
      // Shown under the form (below); a refused company choice also on the field.
      return fieldErrorsFor(error, ['companyIds']);
    }
  };

  // A clash found only now (someone else took the email meanwhile) belongs to an earlier step: say so, and where.
  const refused = isApiError(create.error) ? create.error : undefined;
  const earlier = Object.entries(refused?.fieldErrors ?? {}).filter(([field]) => field !== 'companyIds');
  const earlierMessages = earlier.map(([, message]) => message).filter((m) => m !== refused?.message);

  return (
    <DraftStepForm
      fields={['scope', 'companyIds']}
      onSubmit={submit}
      submitLabel={internal ? 'resources.users.wizard.create' : 'resources.users.wizard.createAndContinue'}
      initial={{ scope: 'selected', companyIds: [] }}
      feedback={
        <ServerError error={create.error}>
          {earlier.length > 0 && (
            <>
              {earlierMessages.join(' ')}{' '}
              <MuiLink component={Link} to={paths.step('personal-information')}>
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
    </DraftStepForm>
  );
};

export default ClientAccessStep;
