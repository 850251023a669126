import { screen, waitFor, within } from '@testing-library/react';

/**
 * A refused save or action shown where the user acted (spec 8): an announced box inside `region` (the form's tab,
 * the wizard step, the dialog), after `below` when given (under the form's actions), and said only there — no
 * toast repeating it, which would go away while the box stays until the next try.
 */
export const findServerError = (region: HTMLElement, message: string, below?: HTMLElement) =>
  waitFor(
    () => {
      const alert = within(region)
        .getAllByRole('alert')
        .find((element) => element.textContent.includes(message));
      if (!alert) throw new Error(`No announced box in the region says "${message}"`);
      if (below && !(below.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING)) {
        throw new Error(`"${message}" is not under the form's actions`);
      }
      const elsewhere = screen.getAllByText(message, { exact: false }).filter((element) => !alert.contains(element));
      if (elsewhere.length) throw new Error(`"${message}" is also shown outside the box (a toast?)`);
      return alert;
    },
    { timeout: 10_000 },
  );
