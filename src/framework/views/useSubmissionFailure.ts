import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { isApiError } from '../../../providers/http';

/**
 * For a custom form's `onSubmit`: says why the save failed and returns the API's field errors (with the first
 * message as the form's root error, spec 8) for react-admin to put under the fields. The typed values stay.
 */
export const useSubmissionFailure = () => {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      return isApiError(error) ? error.body.errors : undefined;
    },
    [notify],
  );
};
