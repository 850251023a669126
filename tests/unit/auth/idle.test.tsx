/**
 * Issue 22 item 6: the sign-in app's pages that hold a session (change password, change MFA, SSH key) keep the
 * inactivity timeout too, and the login page they fall back to says why.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { readAuthState, storeAuthState } from '../../../providers/session';
import { server } from '../../../sandbox/node';
import { signInAs } from '../support/session';
import { renderAuth } from './render';

beforeEach(() => {
  server.use(http.post('http://localhost:4010/identity/auth/logout', () => new HttpResponse(null, { status: 204 })));
});

describe('an account page of the sign-in app', () => {
  it('ends a session left without input for 30 minutes, and the login page says why', async () => {
    await signInAs('clientadmin@portico.test');
    storeAuthState({ ...readAuthState()!, signedInAt: Date.now() - 31 * 60_000 });
    renderAuth('/auth/password/change');
    expect(await screen.findByRole('alert')).toHaveTextContent('You were signed out after 30 minutes without activity.');
    expect(readAuthState()).toBeNull();
  });
});
