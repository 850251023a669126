/**
 * The portal's i18nProvider: react-admin's messages restated in our voice, our catalogue, and the labels the resource
 * definitions contribute — one catalogue, so every string on screen comes from it. ra-language-english is not
 * shipped: ./en/reactAdmin.ts restates every key of it (a unit test holds it to that).
 *
 * It keeps ra-i18n-polyglot's contract but translates with ./translate.ts, the sign-in app's few lines, rather than
 * node-polyglot, whose ES5 shims were 8 KiB of every portal first load. A unit test holds the two to the same answer
 * for every key of the merged catalogue.
 */
import type { I18nProvider } from 'react-admin';
import { porticoMessages } from './en';
import { reactAdminMessages } from './en/reactAdmin';
import { pseudoLocalise, wantsPseudoLocale } from './pseudo';
import { createTranslate } from './translate';

type Messages = Record<string, unknown>;

const isObject = (value: unknown): value is Messages => typeof value === 'object' && value !== null && !Array.isArray(value);

export const mergeMessages = (...sources: Messages[]): Messages =>
  sources.reduce<Messages>((merged, source) => {
    for (const [key, value] of Object.entries(source)) {
      merged[key] = isObject(value) && isObject(merged[key]) ? mergeMessages(merged[key] as Messages, value) : value;
    }
    return merged;
  }, {});

/** Entries that arrived after start, with the screens that use them (a definition's `messages` loader). */
const arrived: Messages[] = [];
const rebuilds = new Set<() => void>();

/** Adds entries to every catalogue, present and future; a screen adds its own before it renders. */
export const addMessages = (messages: Messages): void => {
  arrived.push(messages);
  rebuilds.forEach((rebuild) => rebuild());
};

export const createI18nProvider = (resourceMessages: Messages): I18nProvider => {
  // Development only: `import.meta.env.DEV` is false in production builds, so the pseudo-locale is dropped there.
  const pseudo = import.meta.env.DEV && wantsPseudoLocale();
  const build = () => {
    const english = mergeMessages({ ra: reactAdminMessages }, porticoMessages, resourceMessages, ...arrived);
    const messages = pseudo ? pseudoLocalise(english) : english;
    // As ra-i18n-polyglot: the empty key is an empty string (react-admin translates an empty label), never a default.
    return createTranslate({ '': '', ...messages });
  };
  let translate = build();
  rebuilds.add(() => {
    translate = build();
  });
  return {
    translate: (key, options) => translate(key, options),
    // One language today; a second would come with its catalogue (docs/decisions.md).
    changeLocale: () => Promise.resolve(),
    getLocale: () => 'en',
    getLocales: () => [{ locale: 'en', name: 'English' }],
  };
};
