import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

const PaletteDialog = lazy(() => import('./PaletteDialog'));

/** A key typed into a field is the field's: '/' opens the palette only when no field has focus. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Go anywhere in two keystrokes (issue 13): Ctrl+K or ⌘K, or '/' outside a field, or the app bar's search button,
 * opens the palette; its dialog loads on first use.
 */
export const CommandPalette = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const chord = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      if (chord || (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target))) {
        event.preventDefault();
        setOpen(true);
      }
    };
    // Capture: a component that stops the key's propagation (a menu, a grid) must not swallow the shortcut.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
  return (
    <>
      <Tooltip title={translate('portico.shell.palette.open')}>
        <IconButton
          color="inherit"
          aria-label={translate('portico.shell.palette.open')}
          aria-keyshortcuts="Control+K Meta+K /"
          onClick={() => setOpen(true)}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <PaletteDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
