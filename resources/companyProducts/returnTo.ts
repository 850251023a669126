/**
 * "Where did the user come from": a page that sends the user to another screen and wants them back (the company
 * wizard's products step opening a module's coverage page) carries its own path in react-router's location state,
 * `{ returnTo }`. State can be set by anything that navigates (a crafted link, another tab's history), so the page
 * receiving it believes only a path of this portal's administration area: never another origin (`//host`,
 * `https://…`), never a path that climbs out (`/administration/../auth/logout`), nothing with characters a browser
 * rewrites (`\`, tabs, spaces). Anything else is ignored and the page offers its usual way back.
 */
import { UNSAFE_URL_CHARACTERS } from '../../src/shared/urls';

const AREA = '/administration/';
// Any fixed origin does: the path is resolved against it only to see where it really leads.
const PROBE_ORIGIN = 'https://portal.invalid';

/** The state a link or `navigate` carries so the page it opens can lead back here. */
export const returnToState = (path: string) => ({ returnTo: path });

/** The `returnTo` of a location's state when it is a safe path of the administration area, else undefined. */
export const safeReturnTo = (state: unknown): string | undefined => {
  const raw = (state as { returnTo?: unknown } | null | undefined)?.returnTo;
  if (typeof raw !== 'string' || !raw.startsWith(AREA) || UNSAFE_URL_CHARACTERS.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  // Dot segments (also written %2e) are resolved by now: the path must still be inside the area, on this origin.
  if (url.origin !== PROBE_ORIGIN || !url.pathname.startsWith(AREA) || url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
};
