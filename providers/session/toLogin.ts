/** The way to the login page: through the router of whichever app is showing, or by loading the page. */

export const LOGIN_PATH = '/auth/login';

/** `state` travels in the router's history entry: the login page reads its notice from there. */
type Navigate = (to: string, state?: unknown) => void;

// Every registration still in force, latest last. Routers re-register whenever their navigate function changes,
// so registrations come and go out of order; restoring "the previous one" would bring back one already gone.
const navigators: { navigate: Navigate }[] = [];
const navigateTo: Navigate = (to, state) => (navigators.at(-1)?.navigate ?? ((path) => window.location.assign(path)))(to, state);

/** Each app registers its router's navigate; without one the browser loads the page. */
export const setNavigator = (navigate: Navigate): (() => void) => {
  const entry = { navigate };
  navigators.push(entry);
  return () => {
    const index = navigators.indexOf(entry);
    if (index >= 0) navigators.splice(index, 1);
  };
};

/** The login page, carrying where the user was so the journey can bring them back. */
export const loginPath = (from?: string): string => {
  const here = from ?? `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const keep = here && here !== '/' && !here.startsWith('/auth/');
  return keep ? `${LOGIN_PATH}?redirectTo=${encodeURIComponent(here)}` : LOGIN_PATH;
};

export const goToLogin = (from?: string, state?: unknown): void => navigateTo(loginPath(from), state);
