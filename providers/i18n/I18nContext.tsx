import { createContext, useContext, type ReactNode } from 'react';
import { translate as defaultTranslate, type Translate } from './translate';

const I18nContext = createContext<Translate>(defaultTranslate);

/** Lets a test or a future locale swap the translator; without it every hook uses the English catalogue. */
export const I18nProvider = ({ translate, children }: { translate?: Translate; children: ReactNode }) => (
  <I18nContext.Provider value={translate ?? defaultTranslate}>{children}</I18nContext.Provider>
);

export const useTranslate = (): Translate => useContext(I18nContext);
