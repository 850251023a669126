/**
 * The translator outside react-admin: the sign-in app, the entry's loading and error screens, and shared modules.
 * It reads the catalogue as ra-i18n-polyglot's node-polyglot does (dotted keys, `%{name}` placeholders, English
 * plural forms split by `||||` and chosen by `smart_count`, `_` as the default of a missing key), so a key reads
 * identically on both sides — a unit test holds every catalogue entry to that. It is a few lines rather than
 * node-polyglot itself because polyglot carries polyfill shims into the entry chunk every first visit pays for.
 */
import { porticoMessages } from './en';
import { pseudoLocalise, wantsPseudoLocale } from './pseudo';

export type TranslateOptions = Record<string, unknown> & { _?: string };
export type Translate = (key: string, options?: TranslateOptions) => string;

const flatten = (messages: object, prefix = '', into = new Map<string, string>()): Map<string, string> => {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else if (value && typeof value === 'object') flatten(value as object, path, into);
  }
  return into;
};

/** A translator over a catalogue; exported for the test that compares it with node-polyglot. */
export const createTranslate = (messages: object): Translate => {
  const phrases = flatten(messages);
  return (key, options = {}) => {
    const phrase = phrases.get(key) ?? (typeof options._ === 'string' ? options._ : key);
    const forms = phrase.split('||||');
    // English has two forms: the first for exactly one, the second for everything else.
    const chosen = options.smart_count == null ? phrase : (forms[options.smart_count === 1 ? 0 : 1] || forms[0]!).trim();
    return chosen.replace(/%\{(.*?)\}/g, (placeholder, name: string) => {
      const value = Object.hasOwn(options, name) ? options[name] : undefined;
      return value == null ? placeholder : String(value as string | number);
    });
  };
};

/** Development only (see ./pseudo.ts): chosen once, when the app starts; production builds keep English. */
export const pseudoLocaleChosen = import.meta.env.DEV && wantsPseudoLocale();

export const translate: Translate = createTranslate(pseudoLocaleChosen ? pseudoLocalise(porticoMessages) : porticoMessages);
