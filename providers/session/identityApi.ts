/**
 * The session's two calls to the identity service, refresh and revocation, with plain `fetch`: they must not go
 * through the HTTP client's 401 recovery (which itself calls `refresh()`), and keeping the session free of the
 * client avoids an import cycle.
 */
import { getConfig } from '../config';

export const identityPost = (path: string, body: unknown, accessToken?: string, signal?: AbortSignal): Promise<Response> =>
  fetch(`${getConfig().authApiUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify(body),
    signal,
  });
