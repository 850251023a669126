import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';
import { defineResource } from '../src/framework';

/** Authentication events (spec 7, `AuthEvent.type`), in words. */
const EVENT_TYPES = [
  { id: 'SignIn', name: 'Sign in' },
  { id: 'SignOut', name: 'Sign out' },
  { id: 'MfaChallenge', name: 'MFA challenge' },
  { id: 'MfaSetup', name: 'MFA set up' },
  { id: 'MfaReset', name: 'MFA reset' },
  { id: 'PasswordChange', name: 'Password changed' },
  { id: 'PasswordReset', name: 'Password reset' },
  { id: 'TokenRefresh', name: 'Session refreshed' },
] as const;

const READERS = ['SuperAdmin', 'Support', 'Analyst', 'ClientAdmin', 'Viewer'] as const;

/**
 * A user's sign-in history (`GET /users/{id}/authEvents`, newest first, paged on the server). It has no routes or
 * menu entry of its own: it is the list behind the user's `auth-history` tab, a history block (`resources/users.ts`)
 * that takes its columns from the `list` fields here.
 */
export default defineResource({
  name: 'userAuthEvents',
  labels: { singular: 'Authentication event', plural: 'Authentication events' },
  icon: HistoryIcon,
  recordRepresentation: 'type',
  api: {
    service: 'portal',
    getList: { path: '/api/v1/users/{userId}/authEvents', paging: 'server' },
  },
  route: {
    // No view is mounted; the base only places it in the administration area for the access rules. The list passes
    // the user in `meta.params`.
    base: '/administration/user',
    views: {},
  },
  fields: [
    { source: 'occurredAt', type: 'dateTime', label: 'When', list: true, sortable: false },
    { source: 'type', type: 'select', label: 'Event', choices: EVENT_TYPES, list: true, sortable: false },
    {
      source: 'outcome',
      type: 'select',
      label: 'Outcome',
      choices: ['Success', 'Failure'],
      list: true,
      sortable: false,
      chip: { Success: 'success', Failure: 'error' },
    },
    { source: 'ipAddress', type: 'text', label: 'IP address', list: true, sortable: false },
    {
      source: 'userAgent',
      type: 'text',
      label: 'Browser',
      list: true,
      sortable: false,
      display: lazy(() => import('./userAuthEvents/UserAgent').then((m) => ({ default: m.UserAgent }))),
    },
  ],
  // The API's own order; it takes no sort.
  sort: { field: 'occurredAt', order: 'DESC' },
  access: { list: READERS },
  messages: () => import('./userAuthEvents/messages').then((m) => m.default),
});
