/**
 * The sign-in app's small form kit: values, validation through src/shared/validation, server errors on their fields
 * and under the form, and focus moved to the first error so a keyboard or screen-reader user lands on it.
 */
import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { isApiError } from '../../providers/http';
import { validateForm, type Rules } from '../shared/validation';
import { Alert, type TextFieldProps } from './ui';

export interface FormState<F extends string> {
  values: Record<F, string>;
  errors: Partial<Record<F, string>>;
  formError: string | undefined;
  submitting: boolean;
  setValue: (name: F, value: string) => void;
  field: (name: F) => Pick<TextFieldProps, 'name' | 'id' | 'value' | 'onChange' | 'invalid' | 'helperText' | 'describedBy'>;
  handleSubmit: (onValid: (values: Record<F, string>) => Promise<void> | void) => (event: FormEvent) => void;
  reset: (values?: Partial<Record<F, string>>) => void;
  formRef: React.RefObject<HTMLFormElement | null>;
}

export const useForm = <F extends string>(initial: Record<F, string>, rules: Rules): FormState<F> => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const rulesRef = useRef(rules);
  rulesRef.current = rules;

  // After a failed submit, focus the first invalid field, else the message under the form: before the browser paints,
  // so the message is never shown unfocused (a passive effect ran after it, a moment later on a busy machine).
  useLayoutEffect(() => {
    if (attempt === 0) return;
    const target = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-error]');
    target?.focus();
  }, [attempt]);

  const setValue = useCallback((name: F, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const field: FormState<F>['field'] = (name) => ({
    name,
    id: `field-${name}`,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, event.target.value),
    invalid: !!errors[name],
    // The service's message is shown once, under the form (spec 8); the field it is about points to it.
    helperText: errors[name] === formError ? undefined : errors[name],
    describedBy: errors[name] && errors[name] === formError ? FORM_ERROR_ID : undefined,
  });

  const handleSubmit: FormState<F>['handleSubmit'] = (onValid) => (event) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateForm(values, rulesRef.current) as Partial<Record<F, string>>;
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    setSubmitting(true);
    void (async () => {
      try {
        await onValid(values);
      } catch (error) {
        const fieldNames = Object.keys(values);
        const serverFields: Partial<Record<F, string>> = {};
        if (isApiError(error)) {
          Object.entries(error.fieldErrors).forEach(([key, message]) => {
            const match = fieldNames.find((name) => name.toLowerCase() === key.toLowerCase());
            if (match) serverFields[match as F] = message;
          });
        }
        setErrors(serverFields);
        setFormError(error instanceof Error ? error.message : String(error));
        setAttempt((n) => n + 1);
      } finally {
        setSubmitting(false);
      }
    })();
  };

  const reset = useCallback(
    (next: Partial<Record<F, string>> = {}) => {
      setValues({ ...initial, ...next });
      setErrors({});
      setFormError(undefined);
    },
    // `initial` is the first render's object; resetting to it is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return { values, errors, formError, submitting, setValue, field, handleSubmit, reset, formRef };
};

const FORM_ERROR_ID = 'form-error';

/** The first server error, under the form, announced as it appears and focusable for the focus move. */
export const FormError = ({ message }: { message: string | undefined }) =>
  message ? (
    <Alert severity="error" id={FORM_ERROR_ID} data-form-error tabIndex={-1}>
      {message}
    </Alert>
  ) : null;
