/**
 * Strings of a screen that loads lazily: catalogued under `portico.<area>.*` like every other string, but shipped
 * with the screen rather than in the catalogue each first load carries (the portal's is at its budget). The app's
 * translator still answers first, so a catalogue that holds the key (a future locale's) wins; this English is the
 * default it falls back to, pseudo-localised in development like the rest.
 */
import { pseudoLocalise } from './pseudo';
import { createTranslate, pseudoLocaleChosen, type Translate } from './translate';

export const lazyCatalogue = (area: string, messages: object) => {
  // In the language the app chose when it started, not whatever the browser's storage says when this page loads.
  const english = createTranslate(pseudoLocaleChosen ? pseudoLocalise(messages) : messages);
  // With no options the English translator answers the phrase as written: placeholders and plural forms intact.
  return (translate: Translate): Translate =>
    (key, options) =>
      translate(`portico.${area}.${key}`, { ...options, _: english(key) });
};
