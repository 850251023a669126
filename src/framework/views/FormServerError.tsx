/**
 * Spec 8: "First formatted server error shown under the form". The data provider (and `useSubmissionFailure` for
 * custom forms) hands react-admin the first message as the form root's `serverError`; this shows it, announced,
 * until the next submit clears it. What was typed stays in the form. Forms saved with `useMutation` show theirs
 * with `ServerError`, in the same box.
 */
import { useFormState } from 'react-hook-form';
import { ServerErrorAlert } from './ServerError';

export const FormServerError = () => {
  const { errors } = useFormState();
  // react-hook-form types `root.serverError` as always there; it is only there after a refused save.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- see above
  const message = errors.root?.serverError?.message;
  if (typeof message !== 'string' || !message) return null;
  return <ServerErrorAlert message={message} />;
};
