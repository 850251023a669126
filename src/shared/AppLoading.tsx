import { translate } from '../../providers/i18n/translate';
import './app.css';

/** Shown while an app's code loads: before either app (and its styles) is there, so plain and light. */
export const AppLoading = () => (
  <div role="status" aria-live="polite" className="app-loading">
    <span role="progressbar" aria-label={translate('portico.shell.loading')} className="app-spinner" />
  </div>
);
