/**
 * The login page's side of throttling (issue 11): a locked account or address answers 429 with Retry-After, and the
 * page says so in plain words with the wait, keeping what the user typed.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../sandbox/node';
import { toHttpError } from '../../providers/http';
import { ID, PASSWORD, post } from '../sandbox/helpers';
import { renderAuth } from '../unit/auth/render';

const lockAccount = async (email: string) => {
  for (let i = 0; i < 5; i++) await post(`${ID}/auth/login`, { email, password: `Wrong#${i}` });
};

describe('throttled login', () => {
  it('shows "Too many attempts" with the wait from Retry-After, and keeps the email', async () => {
    await lockAccount('analyst@portico.test');
    const { user } = renderAuth();
    await user.type(screen.getByLabelText(/^Email/), 'analyst@portico.test');
    await user.type(screen.getByLabelText(/^Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // The lock is a minute long; typing in jsdom takes a few seconds of it.
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Too many attempts\. Try again in (1 minute|[1-5]\d seconds)\.$/);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('analyst@portico.test');
    expect(screen.queryByTestId('portal')).not.toBeInTheDocument();
  });

  it('shows the same at the code stage', async () => {
    server.use(
      http.post(`${ID}/auth/login/mfa`, () =>
        HttpResponse.json({ message: 'Too many attempts.' }, { status: 429, headers: { 'Retry-After': '240' } }),
      ),
    );
    const { user } = renderAuth();
    await user.type(screen.getByLabelText(/^Email/), 'mfa@portico.test');
    await user.type(screen.getByLabelText(/^Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.type(await screen.findByLabelText(/^Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 4 minutes.');
  });
});

describe('the 429 message', () => {
  it('rounds the wait up to whole minutes, says seconds under a minute, and copes without the header', () => {
    const wait = (retryAfter: string | null) =>
      toHttpError(429, { message: 'server words' }, new Headers(retryAfter === null ? {} : { 'Retry-After': retryAfter })).message;
    expect(wait('45')).toBe('Too many attempts. Try again in 45 seconds.');
    expect(wait('1')).toBe('Too many attempts. Try again in 1 second.');
    expect(wait('61')).toBe('Too many attempts. Try again in 2 minutes.');
    expect(wait('900')).toBe('Too many attempts. Try again in 15 minutes.');
    expect(wait(null)).toBe('Too many attempts. Wait a few minutes, then try again.');
    expect(wait('Wed, 21 Oct 2099 07:28:00 GMT')).toMatch(/^Too many attempts\. Try again in \d+ minutes\.$/);
  });
});
