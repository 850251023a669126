/**
 * The `en-XA` pseudo-locale (issue 13): every catalogue string accented, about 30% longer and bracketed, so a
 * string on screen that did not come from the catalogue stands out, and layouts meet longer text before a real
 * translation does. Placeholders (`%{name}`) and plural forms (`||||`) are kept as they are. Development only: choose
 * it with `?locale=en-XA` (remembered in this browser) or `localStorage['portico.locale'] = 'en-XA'`.
 */
export const PSEUDO_LOCALE = 'en-XA';
const STORAGE_KEY = 'portico.locale';

// Pure: production builds, which never choose the pseudo-locale, drop the table with the rest of this module.
const ACCENTED: Record<string, string> = /* @__PURE__ */ Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!,
  ]),
);

const accent = (text: string) =>
  text
    .split(/(%\{[^}]+\})/)
    .map((part) => (part.startsWith('%{') ? part : [...part].map((c) => ACCENTED[c] ?? c).join('')))
    .join('');

/** One message: each plural form accented, lengthened by 30% and bracketed. */
export const pseudoMessage = (message: string): string =>
  message
    .split('||||')
    .map((form) => {
      const text = form.trim();
      if (!text) return form;
      const padding = '·'.repeat(Math.max(1, Math.ceil(text.replace(/%\{[^}]+\}/g, '').length * 0.3)));
      return `${form.startsWith(' ') ? ' ' : ''}[${accent(text)} ${padding}]${form.endsWith(' ') ? ' ' : ''}`;
    })
    .join('||||');

export const pseudoLocalise = <T>(messages: T): T => {
  if (typeof messages === 'string') return pseudoMessage(messages) as T;
  if (Array.isArray(messages)) return messages.map(pseudoLocalise) as T;
  if (messages && typeof messages === 'object') {
    return Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, pseudoLocalise(value)])) as T;
  }
  return messages;
};

/** Whether this browser asked for the pseudo-locale (development builds only; production never reads it). */
export const wantsPseudoLocale = (): boolean => {
  if (!import.meta.env.DEV || typeof window === 'undefined') return false;
  const asked = new URLSearchParams(window.location.search).get('locale');
  if (asked) localStorage.setItem(STORAGE_KEY, asked);
  return localStorage.getItem(STORAGE_KEY) === PSEUDO_LOCALE;
};
