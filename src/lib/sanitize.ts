/**
 * HTML sanitiser for rich text (spec product.md §2 "rich text editor"): every
 * HTML the editor is given and every HTML it emits goes through here.
 *
 * Invariants (conservative allow-list, DOMPurify):
 * - only p, br, strong, em, ul, ol, li and a survive; other elements are
 *   unwrapped to their text, and script/style/iframe… are removed with content;
 * - the only attribute kept is a[href], and only for http(s), mailto, tel or
 *   relative URLs (no javascript:, data:, vbscript:); no on* handler, no style;
 * - every link gets rel="noopener";
 * - fail closed: without a working DOMPurify the HTML is escaped and shown as text.
 * Uses its own DOMPurify instance, so its hooks never affect other callers.
 * Needs a DOM (browser or happy-dom).
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/** Elements kept by {@link sanitizeHtml}. */
export const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'] as const;

const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: SAFE_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

let instance: Purifier | undefined;

function purifier(): Purifier {
  if (instance) return instance;
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') node.setAttribute('rel', 'noopener');
  });
  instance = purify;
  return purify;
}

/**
 * Returns `html` with everything outside the allow-list removed
 * ('<p onclick="x">Hi<script>…</script></p>' → '<p>Hi</p>').
 * @param html untrusted HTML (from the server or the editor).
 * @returns safe HTML as a string; '' for blank input.
 */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const purify = purifier();
  if (!purify.isSupported) return escapeHtml(html);
  // Sanitise to a fixed point: in a browser the second pass changes nothing;
  // in a DOM whose NodeIterator loses its place when DOMPurify removes or
  // unwraps a node (happy-dom), later passes reach the nodes that were skipped.
  let out = html;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = purify.sanitize(out, CONFIG);
    if (next === out) return out;
    out = next;
  }
  return escapeHtml(out);
}

/** Passes after which HTML that still changes is given up on and escaped. */
const MAX_PASSES = 8;

/** Text shown as text: the fail-closed answer when sanitising is impossible. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
