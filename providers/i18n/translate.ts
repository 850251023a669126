/**
 * The sign-in app's translator. It runs the same engine as ra-i18n-polyglot (node-polyglot) over the same
 * catalogue, so a key reads identically on both sides, without pulling react-admin into the sign-in bundle.
 */
import Polyglot from 'node-polyglot';
import { porticoMessages } from './en';
import { pseudoLocalise, wantsPseudoLocale } from './pseudo';

export type TranslateOptions = Record<string, unknown> & { _?: string };
export type Translate = (key: string, options?: TranslateOptions) => string;

const polyglot = new Polyglot({
  locale: 'en',
  // Development only (see ./pseudo.ts); production builds keep the English catalogue.
  phrases: import.meta.env.DEV && wantsPseudoLocale() ? pseudoLocalise(porticoMessages) : porticoMessages,
  // A missing key shows the `_` default or the key itself, as ra-i18n-polyglot does, never throws.
  onMissingKey: (key: string, options: Polyglot.InterpolationOptions) => (typeof options?._ === 'string' ? options._ : key),
});

export const translate: Translate = (key, options) => polyglot.t(key, options as Polyglot.InterpolationOptions);
