/**
 * The toolbar of a generated update form, and the warning before unsaved input is lost. react-admin's own
 * `warnWhenUnsavedChanges` needs a data router, which the portal does not run on.
 */
import { Toolbar, useNotify } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { FormSaveButton } from './FormSaveButton';
import { useDefinition } from './DefinitionContext';
import { useAccessNow } from './useAccessNow';
import { DeleteRecordButton } from './DeleteRecordButton';
import { useLeaveWarning } from './useLeaveWarning';

const noop = () => undefined;

/**
 * Inside a form: leaving the page (a link elsewhere, closing the tab) with unsaved input asks first. `inside`: the
 * form's own URLs, when it has more than one (a tabbed form's tabs).
 */
export const LeaveWarning = ({ inside }: { inside?: string }) => {
  const { isDirty, isSubmitSuccessful } = useFormState();
  const { pathname } = useLocation();
  useLeaveWarning(isDirty && !isSubmitSuccessful, inside ?? pathname, noop);
  return null;
};

/** `next`: in a wizard, saving moves on to that step ("Save and continue"). */
export const FormToolbar = ({ allowDelete, next }: { allowDelete: boolean; next?: string }) => {
  const { definition } = useDefinition();
  const navigate = useNavigate();
  const notify = useNotify();
  const canAccess = useAccessNow('delete', definition.name);
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      {next ? (
        <FormSaveButton
          label="portico.shell.wizard.saveAndContinue"
          mutationOptions={{
            onSuccess: () => {
              notify('portico.shell.wizard.saved', { type: 'info' });
              navigate(next);
            },
          }}
          type="button"
        />
      ) : (
        <FormSaveButton />
      )}
      {allowDelete && canAccess && <DeleteRecordButton />}
    </Toolbar>
  );
};
