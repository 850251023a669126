import { Component, type ReactNode } from 'react';
import { translate } from '../../providers/i18n/translate';
import './app.css';

/**
 * The last line of defence: an app chunk that fails to load (a deploy replaced it, the network dropped)
 * or a render error shows a way back instead of a blank page. Plain elements: it must work when nothing else loaded.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('The portal failed to render', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="app-error">
        <p className="app-error-title">{translate('portico.shell.error.title')}</p>
        <p>{translate('portico.shell.error.body')}</p>
        <button type="button" className="app-error-retry" onClick={() => window.location.reload()}>
          {translate('portico.shell.error.retry')}
        </button>
      </div>
    );
  }
}
