import DOMPurify from 'dompurify';
import { marked } from 'marked';

/**
 * Provider-written descriptions (HTML or Markdown) made safe to inject: no scripts, styles, forms,
 * frames or event handlers; links and images only over http(s); links open in a new tab without
 * handing over the opener. Consumer text never comes through here: it is rendered as text.
 */
const FORBID_TAGS = [
  'style',
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'svg',
  'math',
];
const SAFE_URL = /^https?:\/\//i;

let hooked = false;
function installHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    for (const attr of ['href', 'src'] as const) {
      const value = node.getAttribute(attr);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attr);
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, {
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
    ALLOW_DATA_ATTR: false,
    ALLOWED_URI_REGEXP: SAFE_URL,
  });
}

/** Markdown (which may embed HTML) to sanitised HTML. */
export function renderProviderText(text: string | null | undefined): string {
  if (!text) return '';
  const html = marked.parse(text, { async: false, gfm: true, breaks: false }) as string;
  return sanitizeHtml(html);
}
