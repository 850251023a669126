/**
 * Issue 22: a call that sends email answers 429 once its recipient has had five in a quarter hour. The portal says so
 * with the catalogued wording and the wait from Retry-After, where the action was confirmed; nothing is sent.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getStore } from '../../../sandbox/store';
import { EMAIL_THROTTLE } from '../../../sandbox/throttle';
import { PORTAL, post, tokenFor } from '../../sandbox/helpers';
import { openAs, portalFileWaits } from './render';

portalFileWaits();

describe('an invitation resent too often', () => {
  it('shows "Too many attempts" with the wait, and sends nothing', async () => {
    const token = await tokenFor('support@portico.test');
    for (let i = 0; i < EMAIL_THROTTLE.perRecipient; i++) {
      expect((await post(`${PORTAL}/users/usr-invited/resendConfirmationCode`, {}, token)).status).toBe(200);
    }
    const sent = getStore().outbox.length;
    const user = userEvent.setup();
    await openAs('superadmin@portico.test', '/administration/user/update/usr-invited/user-detail');
    const actions = await screen.findByRole('group', { name: 'User actions' }, { timeout: 30_000 });
    await user.click(within(actions).getByRole('button', { name: 'Resend confirmation code' }));
    const dialog = await screen.findByRole('dialog', { name: /^Resend the invitation to/ });
    await user.click(within(dialog).getByRole('button', { name: 'Resend confirmation code' }));
    expect(await within(dialog).findByText(/^Too many attempts\. Try again in \d+ (seconds|minute)\.$/)).toBeInTheDocument();
    expect(getStore().outbox).toHaveLength(sent);
  });
});
