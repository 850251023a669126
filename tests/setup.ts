import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '../sandbox/node';
import { resetSandbox } from '../sandbox/store';

// react-admin screens render in several passes (auth, access, data): give them time on a 2-core machine.
configure({ asyncUtilTimeout: 5000 });
// jsdom has no scrolling; react-admin scrolls to the top on navigation.
window.scrollTo = () => undefined;

// The same MSW handlers that serve `npm start` answer every request the tests make.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetSandbox();
  // react-admin's store (list preferences, the selected company) lives in localStorage.
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterAll(() => server.close());
