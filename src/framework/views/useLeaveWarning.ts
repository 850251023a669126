/**
 * Warns before unsaved input is lost: closing or reloading the tab (`beforeunload`), and following any link out
 * of the wizard (menu, breadcrumbs). The portal runs on a non-data router, so react-router's `useBlocker` is not
 * available; links are intercepted in the capture phase, before react-router's own click handler.
 */
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

export const useLeaveWarning = (active: boolean, insidePath: string, onLeave: () => void) => {
  const translate = useTranslate();
  useEffect(() => {
    if (!active) return undefined;
    const message = translate('ra.message.unsaved_changes');
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium still needs returnValue set to show the dialog.
      event.returnValue = message;
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin === window.location.origin && url.pathname.startsWith(insidePath)) return;
      if (window.confirm(message)) {
        onLeave();
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [active, insidePath, onLeave, translate]);
};
