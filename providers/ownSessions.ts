/**
 * The signed-in user's own sessions at the identity service (contract/identity/sessions.yaml). Apart from
 * ./identity.ts so that only the page that lists them loads these calls.
 */
import type { components } from './contract/identity';
import { request } from './http';

export type OwnSession = components['schemas']['UserSession'];

export const listOwnSessions = async (signal?: AbortSignal): Promise<OwnSession[]> =>
  (await request<components['schemas']['UserSessionList']>('auth', '/users/current/sessions', { signal })).json.items;

/** Ends one of the user's other sessions; the current one ends by logging out. */
export const endOwnSession = async (id: string): Promise<void> => {
  await request('auth', `/users/current/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
};

export const endOtherSessions = async (): Promise<void> => {
  await request('auth', '/users/current/sessions/end-others', { method: 'POST' });
};
