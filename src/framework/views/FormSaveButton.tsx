import ContentSave from '@mui/icons-material/Save';
import { Button, CircularProgress } from '@mui/material';
import { useCallback, type MouseEvent, type ReactNode } from 'react';
import {
  setSubmissionErrors,
  useFormIsDirty,
  useRecordFromLocation,
  useSaveContext,
  useTranslate,
  type SaveHandlerCallbacks,
} from 'react-admin';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';

interface FormSaveButtonProps {
  label?: string;
  icon?: ReactNode;
  /** Enabled even when nothing was changed (a wizard step that saves what it shows). */
  alwaysEnable?: boolean;
  /** With `type="button"`: its own outcome instead of the form's (saving a wizard step moves on). */
  mutationOptions?: Omit<SaveHandlerCallbacks, 'transform'>;
  type?: 'submit' | 'button';
}

/**
 * react-admin's Save, but for what it is disabled by: react-admin's also follows the form's `isValidating`, which
 * React Hook Form changes as it checks each field when Save is pressed: a company's form drew the button 22 times
 * before the page could answer the press (docs/performance.md). While the form is submitting it is
 * disabled and shows its spinner, as react-admin's does; the checks run inside the submission.
 */
export const FormSaveButton = ({
  label = 'ra.action.save',
  icon = <ContentSave />,
  alwaysEnable = false,
  mutationOptions,
  type = 'submit',
}: FormSaveButtonProps) => {
  const translate = useTranslate();
  const form = useFormContext();
  const saveContext = useSaveContext();
  const { isSubmitting } = useFormState();
  const isDirty = useFormIsDirty();
  const recordFromLocation = useRecordFromLocation();
  const disabled = !alwaysEnable && ((!isDirty && recordFromLocation == null) || isSubmitting);

  const submit = useCallback(
    async (values: FieldValues) => {
      const errors = await saveContext.save?.(values, { ...mutationOptions });
      if (errors != null) setSubmissionErrors(errors, form.setError);
    },
    [form.setError, saveContext, mutationOptions],
  );
  const onClick = useCallback(
    async (event: MouseEvent<HTMLButtonElement>) => {
      // A button that is not the form's submit checks and sends the form itself.
      if (type !== 'button') return;
      event.stopPropagation();
      await form.handleSubmit(submit)(event);
    },
    [type, form, submit],
  );
  const text = translate(label, { _: label });
  return (
    <Button
      variant="contained"
      color="primary"
      type={type}
      aria-label={text}
      disabled={disabled}
      onClick={onClick}
      startIcon={isSubmitting ? <CircularProgress size={14} thickness={3} color="inherit" /> : icon}
    >
      {text}
    </Button>
  );
};
