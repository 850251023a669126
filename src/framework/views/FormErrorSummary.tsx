/**
 * The error summary of a long form (the GOV.UK pattern): after a submit that found mistakes, one announced box lists
 * each of them as a link to its field, so a mistake on another tab or far down the page is found. It replaces
 * react-admin's "form is not valid" toast, which said the same thing again without saying where.
 */
import { Alert, AlertTitle, Link } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { ValidationError, useTranslate } from 'react-admin';
import { useFormState, type FieldErrors } from 'react-hook-form';

interface Mistake {
  path: string;
  message: string;
}

/** Every field error, depth first, with its dotted path (react-admin's input id for that field). */
const mistakesOf = (errors: FieldErrors, prefix = ''): Mistake[] =>
  Object.entries(errors).flatMap(([key, value]) => {
    if (key === 'root' || !value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    return typeof message === 'string' && message ? [{ path, message }] : mistakesOf(value as FieldErrors, path);
  });

const focusField = (path: string) => {
  const field = document.getElementById(path) ?? document.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`);
  field?.focus();
  // jsdom has no scrollIntoView.
  if (field && 'scrollIntoView' in field) field.scrollIntoView({ block: 'center' });
};

export const FormErrorSummary = () => {
  const translate = useTranslate();
  const { errors, submitCount } = useFormState();
  const [shownAt, setShownAt] = useState(0);
  const seen = useRef(submitCount);
  const mistakes = mistakesOf(errors);
  useEffect(() => {
    // Only a submit opens the summary; it then follows the fields as they are corrected.
    if (submitCount > seen.current) {
      seen.current = submitCount;
      setShownAt(submitCount);
    }
  }, [submitCount]);
  // A save the API refused has its own box under the form (spec 8: FormServerError); this lists the form's own checks.
  if (!shownAt || mistakes.length === 0 || errors.root?.serverError) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2, width: '100%' }}>
      <AlertTitle>{translate('portico.forms.summary.title')}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
        {mistakes.map(({ path, message }) => (
          <li key={path}>
            {/* A button, not an in-page anchor: the leave-page warning guards every link, and this goes nowhere. */}
            <Link component="button" type="button" color="inherit" sx={{ textAlign: 'start' }} onClick={() => focusField(path)}>
              <ValidationError error={message} />
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
};
