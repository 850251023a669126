import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { isApiError } from '../../../providers/http';

/**
 * For a custom form's `onSubmit`: returns the API's field errors with the first message as the form's root error
 * (spec 8), for react-admin to put under the fields and `FormServerError` under the form; react-admin's form then
 * notifies that message too. The typed values stay. Anything that is not an API error is only notified.
 */
export const useSubmissionFailure = () => {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error)) return { ...error.body.errors, root: { serverError: error.message } };
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      return undefined;
    },
    [notify],
  );
};
