/**
 * Spec 8: "First formatted server error shown under the form". One look and one announced name for every refusal
 * shown where the user acted: a form's root error (`FormServerError`) and a mutation's (`ServerError`: screens that
 * save with `useMutation` put it under their actions, or inside the dialog that stays open). It stays until the
 * next attempt clears it (`useMutation` does at `mutate`), unlike a toast that goes away.
 */
import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { isApiError } from '../../../providers/http';

/** `save`: a form's data was not saved; `action`: a confirmed action (deactivate, approve…) was not done. */
export type ServerErrorKind = 'save' | 'action';

const LABEL: Record<ServerErrorKind, string> = { save: 'portico.forms.serverError', action: 'portico.forms.actionError' };

interface ServerErrorAlertProps {
  message: string;
  kind?: ServerErrorKind;
  /** What the user can do about it (e.g. a link to the step where the refused answer was given). */
  children?: ReactNode;
}

export const ServerErrorAlert = ({ message, kind = 'save', children }: ServerErrorAlertProps) => {
  const translate = useTranslate();
  return (
    <Alert severity="error" role="alert" aria-label={translate(LABEL[kind])} sx={{ mt: 2, width: '100%' }}>
      {message}
      {children && <Box sx={{ mt: 0.5 }}>{children}</Box>}
    </Alert>
  );
};

/** The first formatted server error (the API client's worded message), else the error's own message. */
export const serverErrorMessage = (error: unknown): string | undefined => {
  if (!error) return undefined;
  if (isApiError(error)) return error.message;
  return error instanceof Error ? error.message : String(error);
};

export const ServerError = ({ error, ...rest }: { error: unknown } & Omit<ServerErrorAlertProps, 'message'>) => {
  const message = serverErrorMessage(error);
  return message ? <ServerErrorAlert message={message} {...rest} /> : null;
};
