import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Clicks a form's save button once it is enabled. react-admin disables it while react-hook-form validates the last
 * keystroke, and on a loaded two-core runner a click right after typing landed in that moment and did nothing, so
 * the test waited for a save that was never asked for. A person cannot click a disabled button either.
 */
export async function clickSave(user: UserEvent, name: string): Promise<void> {
  const button = screen.getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}
