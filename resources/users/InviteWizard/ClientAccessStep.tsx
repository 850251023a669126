/**
 * Step 3, the last draft step (the wizard is declared in `resources/users.ts`): which companies the user may see —
 * chosen ones, or (for internal staff inviting) all of them. Finishing it creates the user without an invitation
 * (SetupIncomplete): the last step decides what they can open, then sends it (issue 27). SuperAdmin and Support, who
 * open everything, have no last step: they are invited here. The companies are the definition's `companies` field.
 */
import { Alert, Link as MuiLink } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '../../../providers/http';
import { recordPath, type DraftValues } from '../../../src/framework';
import {
  DraftStepForm,
  fieldErrorsFor,
  renderInput,
  ServerError,
  useDefinition,
  useDraft,
  useDraftPaths,
} from '../../../src/framework/views';
import { createUser, type Invitation } from '../api';
import { isInternalRole } from '../rights';

/** What the earlier steps put in the draft (personal information, permissions). */
const text = (value: unknown) => (typeof value === 'string' ? value : '');

const ClientAccessStep = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const paths = useDraftPaths();
  const { definition } = useDefinition();
  const { draft, update, discard } = useDraft();
  const roleName = text(draft.roleName);
  const internal = isInternalRole(roleName);
  const create = useMutation({ mutationFn: (invitation: Invitation & { sendInvitation: boolean }) => createUser(invitation, internal) });

  const submit = async (values: DraftValues) => {
    update(values);
    const all = !internal && values.companyIds === 'all';
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
      fields={['companyIds']}
      onSubmit={submit}
      submitLabel={internal ? 'resources.users.wizard.create' : 'resources.users.wizard.createAndContinue'}
      initial={{ companyIds: [] }}
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
        definition.fields.filter((f) => f.source === 'companyIds').map((f) => renderInput(definition, f, 'create'))
      )}
    </DraftStepForm>
  );
};

export default ClientAccessStep;
