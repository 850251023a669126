import { screen, waitFor } from '@testing-library/react';

/**
 * The message shown beside a field (MUI's helper text), as distinct from the same words in a long form's error
 * summary, which lists every mistake again as a link to its field.
 */
export const findFieldError = (message: string) =>
  waitFor(
    () => {
      const beside = screen.getAllByText(message).find((element) => element.closest('.MuiFormHelperText-root'));
      if (!beside) throw new Error(`No field shows "${message}"`);
      return beside;
    },
    { timeout: 10_000 },
  );
