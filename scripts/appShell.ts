/**
 * index.html's shell speaks the catalogue's words: `{{portico.some.key}}` placeholders are replaced, when the dev
 * server serves the page and when the build writes it, by the English catalogue's text (HTML-escaped). A key the
 * catalogue lacks fails loudly rather than showing its name to users.
 */
import type { Plugin } from 'vite';
import { porticoMessages } from '../providers/i18n/en';

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export function fillShell(html: string): string {
  return html.replace(PLACEHOLDER, (_, key: string) => {
    // The catalogue itself, not providers/i18n/translate.ts, whose module reads import.meta.env (absent here).
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], porticoMessages);
    if (typeof text !== 'string') throw new Error(`index.html's shell names ${key}, which the catalogue does not have`);
    return escapeHtml(text);
  });
}

export const appShell = (): Plugin => ({
  name: 'portico-app-shell',
  transformIndexHtml: { order: 'pre', handler: fillShell },
});
