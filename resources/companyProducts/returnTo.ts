/**
 * "Where did the user come from": a page that sends the user to another screen and wants them back (the company
 * wizard's products step opening a module's coverage page) carries its own path in react-router's location state,
 * `{ returnTo }`. State can be set by anything that navigates (a crafted link, another tab's history), so the page
 * receiving it believes only a path of this portal's administration area, as the sign-in's redirects are judged
 * (`safeRedirect`: this origin, characters a browser rewrites refused, dot segments resolved). Anything else is
 * ignored and the page offers its usual way back.
 */
import { safeRedirect } from '../../src/shared/redirect';

const AREA = '/administration/';

/** The state a link or `navigate` carries so the page it opens can lead back here. */
export const returnToState = (path: string) => ({ returnTo: path });

/** The `returnTo` of a location's state when it is a safe path of the administration area, else undefined. */
export const safeReturnTo = (state: unknown): string | undefined => {
  const raw = (state as { returnTo?: unknown } | null | undefined)?.returnTo;
  // A path of the area before and after its dot segments are resolved: never another origin, never climbing out.
  const path = typeof raw === 'string' && raw.startsWith(AREA) ? safeRedirect(raw) : null;
  return path?.startsWith(AREA) ? path : undefined;
};
