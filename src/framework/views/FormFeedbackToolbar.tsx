import { Toolbar } from 'react-admin';
import { FormSaveButton } from './FormSaveButton';
import { FormErrorSummary } from './FormErrorSummary';
import { FormServerError } from './FormServerError';

/** A tabbed form's toolbar with the error summary and the refused save above Save (a mistake may be on another tab). */
export const FormFeedbackToolbar = () => (
  <>
    <FormErrorSummary />
    <FormServerError />
    <Toolbar>
      <FormSaveButton />
    </Toolbar>
  </>
);
