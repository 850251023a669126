/**
 * Tenant-supplied HTML (terms, data protection) is untrusted: DOMPurify removes scripts, event handlers and
 * script URLs; links may only go to https, mailto, tel or a path on this site, and open without handing over the page.
 */
import DOMPurify from 'dompurify';

/**
 * DOMPurify tests a URL with whitespace removed. A browser reads a backslash as a slash, so `/\host` and `\\host`
 * lead off-site like `//host`: no backslash anywhere, and a path's first slash not followed by another. Plain http
 * would hand the member to anyone on the network.
 */
const ALLOWED_URI = /^(?!.*\\)(?:https:|mailto:|tel:|\/(?!\/)|#)/i;

export const sanitiseHtml = (html: string): string => {
  const purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('rel', 'noopener noreferrer');
      if (/^https:/i.test(node.getAttribute('href') ?? '')) node.setAttribute('target', '_blank');
    }
  });
  return purifier.sanitize(html, {
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'base', 'meta', 'link'],
    FORBID_ATTR: ['style', 'srcset', 'formaction'],
  });
};
