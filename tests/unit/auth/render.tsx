/**
 * Renders the sign-in app the way the top-level router mounts it (`/auth/*`), with a stand-in for the portal that
 * shows where the user landed.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import AuthApp from '../../../src/auth/AuthApp';
import { loginNotice } from '../../../src/auth/loginNotice';

/** Where the user landed, and the notice the sign-in pages handed on (as main.tsx hands it to the login page). */
const Portal = () => {
  const location = useLocation();
  return (
    <p data-testid="portal" data-notice={loginNotice(location.state)?.notice ?? ''}>
      {`${location.pathname}${location.search}`}
    </p>
  );
};

export type Entry = string | { pathname: string; search?: string; state?: unknown };

export const renderAuth = (entry: Entry = '/auth/login') => {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/auth/*" element={<AuthApp />} />
        <Route path="*" element={<Portal />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...view };
};

export const PASSWORD = 'Portico#Demo2026';
