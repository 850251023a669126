/**
 * The portal's MFA change and reset pages (issue 11): removing a factor asks for the password and, when one is
 * enrolled, a current code; the service's refusals show on their fields.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { loginWithMfa } from '../../providers/identity';
import { signIn } from '../../providers/session';
import { PASSWORD } from '../sandbox/helpers';
import { signInAs } from '../unit/support/session';
import { renderAuth } from '../unit/auth/render';
import { MFA_EMAIL, MFA_SECRET, awayFromStepBoundary, totpAt, wrongCode } from './helpers';

const signInEnrolled = async () => {
  await awayFromStepBoundary();
  signIn(await loginWithMfa({ email: MFA_EMAIL, password: PASSWORD, code: totpAt(MFA_SECRET, -1) }));
};

describe('MFA change with proof', () => {
  it('asks an enrolled user for the password and a current code, shows refusals on the fields, then sets up the new key', async () => {
    await signInEnrolled();
    const { user } = renderAuth('/auth/mfa/change');
    const password = await screen.findByLabelText(/^Password/);
    const code = screen.getByLabelText(/^Verification code/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(
      screen.getByText('To confirm it is you, enter your password and a current code from your authenticator app.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I understand that my current authenticator will stop working' }));

    // Both required before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Change MFA' }));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();

    await user.type(password, 'Wrong#Password1');
    await user.type(code, wrongCode(MFA_SECRET));
    await user.click(screen.getByRole('button', { name: 'Change MFA' }));
    // The refusal is said under the form (spec 8) and the field it concerns is marked and described by it.
    await waitFor(() => expect(password).toHaveAccessibleDescription('Password is incorrect.'));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveValue('Wrong#Password1');

    await user.clear(password);
    await user.type(password, PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change MFA' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Invalid verification code.'));

    await user.clear(code);
    await user.type(code, totpAt(MFA_SECRET, 1));
    await user.click(screen.getByRole('button', { name: 'Change MFA' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
  });

  it('asks only the password of a user with no authenticator yet (reset page)', async () => {
    await signInAs('clientadmin@portico.test');
    const { user } = renderAuth('/auth/mfa/reset');
    const password = await screen.findByLabelText(/^Password/);
    expect(screen.queryByLabelText(/^Verification code/)).not.toBeInTheDocument();
    expect(screen.getByText('To confirm it is you, enter your password.')).toBeInTheDocument();
    await user.type(password, PASSWORD);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Setup a New MFA' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
  });
});
