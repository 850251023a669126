/**
 * The portal's i18nProvider: react-admin's messages restated in our voice, our catalogue, and the labels the resource
 * definitions contribute — one polyglot catalogue, so every string on screen comes from it. ra-language-english is
 * not shipped: ./en/reactAdmin.ts restates every key of it (a unit test holds it to that).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { porticoMessages } from './en';
import { reactAdminMessages } from './en/reactAdmin';
import { pseudoLocalise, wantsPseudoLocale } from './pseudo';

type Messages = Record<string, unknown>;

const isObject = (value: unknown): value is Messages => typeof value === 'object' && value !== null && !Array.isArray(value);

export const mergeMessages = (...sources: Messages[]): Messages =>
  sources.reduce<Messages>((merged, source) => {
    for (const [key, value] of Object.entries(source)) {
      merged[key] = isObject(value) && isObject(merged[key]) ? mergeMessages(merged[key] as Messages, value) : value;
    }
    return merged;
  }, {});

export const createI18nProvider = (resourceMessages: Messages): I18nProvider => {
  const english = mergeMessages({ ra: reactAdminMessages }, porticoMessages, resourceMessages);
  // Development only: `import.meta.env.DEV` is false in production builds, so the pseudo-locale is dropped there.
  const messages = import.meta.env.DEV && wantsPseudoLocale() ? pseudoLocalise(english) : english;
  return polyglotI18nProvider(() => messages as never, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
};
