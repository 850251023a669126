/**
 * Issue 22: the portal's side of the common-password check. The identity service refuses `Password123!`; the pages
 * that set a password show its message, with the new-password field marked invalid and described by it.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { login } from '../../providers/identity';
import { signIn } from '../../providers/session';
import { PASSWORD, renderAuth } from '../unit/auth/render';
import { outbox } from '../sandbox/helpers';

const COMMON = 'Choose a less common password: this one appears in lists of passwords attackers try first.';

describe('a common new password in the portal', () => {
  it('is refused on the change-password page with a clear message on the new-password field', async () => {
    signIn(await login({ email: 'manager@portico.test', password: PASSWORD }));
    const { user } = renderAuth('/auth/password/change');
    await user.type(await screen.findByLabelText(/^Old password/), PASSWORD);
    await user.type(screen.getByLabelText(/^New password/), 'Password123!');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Password123!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(COMMON));
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(COMMON)).toBeVisible();
    expect(screen.queryByText('Your password has been changed.')).not.toBeInTheDocument();
  });

  it('is refused on the sign-up page, and the invitee can then choose another', async () => {
    const mail = (await outbox()).find((m) => m.to === 'newjoiner@portico.test')!;
    const { user } = renderAuth(new URL(/(https?:\/\/\S+\/auth\/signup\/\S+)/.exec(mail.text)![1]!).pathname);
    await user.type(await screen.findByLabelText(/^New password/), 'Password123!');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Password123!');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(COMMON));
    await user.clear(screen.getByLabelText(/^New password/));
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^New password/), 'Lantern#Quay-2031');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Lantern#Quay-2031');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Your password has been set. You can now log in.')).toBeInTheDocument();
  });
});
