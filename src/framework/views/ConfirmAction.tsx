/**
 * A confirmation whose action the API may refuse: the refusal shows inside the dialog, under its question, and the
 * dialog stays open for another try (spec 8: the first formatted server error where the user acted, not a toast
 * that goes away). The caller closes it on success and forgets the refusal when it is dismissed.
 */
import { DialogContentText } from '@mui/material';
import { Confirm, useTranslate, type ConfirmProps } from 'react-admin';
import { ServerError } from './ServerError';

interface ConfirmActionProps extends Omit<ConfirmProps, 'content'> {
  /** The question's catalogue key (translated with `contentTranslateOptions`). */
  content: string;
  /** The last attempt's failure (a mutation's `error`); nothing is shown without one. */
  error: unknown;
}

export const ConfirmAction = ({ content, contentTranslateOptions, error, ...rest }: ConfirmActionProps) => {
  const translate = useTranslate();
  return (
    <Confirm
      {...rest}
      content={
        <>
          <DialogContentText>{translate(content, { _: content, ...contentTranslateOptions })}</DialogContentText>
          <ServerError error={error} kind="action" />
        </>
      }
    />
  );
};
