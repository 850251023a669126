import ContentSave from '@mui/icons-material/Save';
import { Button, CircularProgress } from '@mui/material';
import { useCallback, useState, type MouseEvent, type ReactNode } from 'react';
import {
  setSubmissionErrors,
  useFormIsDirty,
  useRecordFromLocation,
  useSaveContext,
  useTranslate,
  type SaveHandlerCallbacks,
} from 'react-admin';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { afterNextPaint } from '../../shared/afterPaint';

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
 *
 * A press (or Enter in a field) draws the spinner first and submits the form in a task after that frame: checking and
 * sending a company's 40 fields took 40–110 ms of a slowed phone's main thread, which the press's own frame waited for
 * (docs/performance.md, issue 25).
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
  const [pressed, setPressed] = useState(false);
  const busy = isSubmitting || pressed;
  const disabled = pressed || (!alwaysEnable && ((!isDirty && recordFromLocation == null) || isSubmitting));

  const submit = useCallback(
    async (values: FieldValues) => {
      const errors = await saveContext.save?.(values, { ...mutationOptions });
      if (errors != null) setSubmissionErrors(errors, form.setError);
    },
    [form.setError, saveContext, mutationOptions],
  );
  const onClick = useCallback(
    async (event: MouseEvent<HTMLButtonElement>) => {
      const element = event.currentTarget.form;
      // A button that is not the form's submit checks and sends the form itself.
      if (type === 'button') event.stopPropagation();
      else if (element) event.preventDefault();
      else return;
      setPressed(true);
      await afterNextPaint();
      // React Hook Form marks the form as submitting as the submission starts, in the same drawing as `pressed` ends.
      const submission = type === 'button' ? form.handleSubmit(submit)() : element?.requestSubmit();
      setPressed(false);
      await submission;
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
      startIcon={busy ? <CircularProgress size={14} thickness={3} color="inherit" /> : icon}
    >
      {text}
    </Button>
  );
};
