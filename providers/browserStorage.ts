/**
 * What the portal keeps in this browser's storage is the signed-in user's: the palette's recent records, react-admin's
 * remembered list filters and columns, the selected company. It names people and companies, other clients' too for
 * internal staff, so it goes when a session ends and before a new one starts (ASVS 14.3): the next person at the
 * browser never sees it. Two entries say nothing about anyone and stay: the language chosen for the browser, and the
 * colour of the tenant this address serves (public branding), which index.html's shell paints its app bar with.
 */
export const FRAME_COLOUR_KEY = 'portico.frameColour';
const OURS = [/^portico\./i, /^RaStore/];
const KEPT = new Set(['portico.locale', FRAME_COLOUR_KEY]);

export const forgetUserData = (): void => {
  for (const storage of [localStorage, sessionStorage]) {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null);
    for (const key of keys) if (!KEPT.has(key) && OURS.some((ours) => ours.test(key))) storage.removeItem(key);
  }
};
