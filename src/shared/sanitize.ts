/**
 * Tenant-supplied HTML (terms, data protection) is untrusted: DOMPurify removes scripts, event handlers and
 * script URLs; links may only go to http(s), mailto, tel or this site, and open without handing over the page.
 */
import DOMPurify from 'dompurify';

const ALLOWED_URI = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

export const sanitiseHtml = (html: string): string => {
  const purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('rel', 'noopener noreferrer');
      if (/^https?:/i.test(node.getAttribute('href') ?? '')) node.setAttribute('target', '_blank');
    }
  });
  return purifier.sanitize(html, {
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'base', 'meta', 'link'],
    FORBID_ATTR: ['style', 'srcset', 'formaction'],
  });
};
