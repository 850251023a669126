/**
 * What a settings page's own component (drawn under the settings form) is given: the read's answer as the API gave it,
 * whether the user may change the settings, and the way to read them again after a change of its own.
 */
import { createContext, useContext } from 'react';

export interface Settings {
  answer: unknown;
  editable: boolean;
  refresh: () => Promise<void>;
}

export const SettingsContext = createContext<Settings | null>(null);

export const useSettings = (): Settings => {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings: only under a settings form (a page whose block is settingsForm)');
  return settings;
};
