import sanitizeHtml from 'sanitize-html';
import { cutText, stripUnsafeChars } from './clean-text';
import { htmlToText } from './html-to-text';
import { cutAtNesting } from '../page/parse-bounded-document';

/** Longer descriptions are cut before parsing: no real posting is near this, a hostile one costs no more. */
export const maxDescriptionInput = 200_000;
/** Escaping ("&" → "&amp;") can grow the HTML; past this it is cut at a tag boundary and cleaned again. */
export const maxDescriptionHtml = 250_000;

const linkRel = 'noopener noreferrer nofollow';
const allowedProtocols = new Set(['http:', 'https:', 'mailto:']);

// Browsers ignore these inside a URL ("java\tscript:"); drop them before judging the scheme.
// eslint-disable-next-line no-control-regex
const urlNoise = /[\u0000-\u0020\u007f-\u009f]/g;

/** An absolute http(s) or mailto URL, normalised; anything else (javascript:, data:, relative) → undefined. */
function safeHref(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text || text.length > 2_000) return undefined;
  if (!/^(?:https?|mailto):/i.test(text.replace(urlNoise, ''))) return undefined;
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  return allowedProtocols.has(url.protocol) ? url.href : undefined;
}

const options: sanitizeHtml.IOptions = {
  // No img: in job descriptions images are mostly tracking pixels and logos we show elsewhere.
  allowedTags: [
    'p',
    'br',
    'div',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'h3',
    'h4',
    'a',
    'blockquote',
    'code',
    'pre',
    'hr',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their content is code or another document, not text: drop it with the tag.
  nonTextTags: [
    'script',
    'style',
    'noscript',
    'template',
    'textarea',
    'option',
    'select',
    'xmp',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'svg',
    'math',
    'title',
    'head',
    'noembed',
    'noframes',
    'canvas',
    'audio',
    'video',
  ],
  // Deeper nesting is dropped (content kept), which also bounds the closing tags a cut can add.
  nestingLimit: 24,
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    h5: 'h4',
    h6: 'h4',
    section: 'div',
    article: 'div',
    header: 'div',
    footer: 'div',
    main: 'div',
    center: 'div',
    // Attributes are rebuilt, never copied: only a checked href survives, and every link opens safely.
    a: (_tagName, attribs) => {
      const href = safeHref(attribs.href);
      const safe = { rel: linkRel, target: '_blank' };
      return { tagName: 'a', attribs: href ? { href, ...safe } : safe };
    },
  },
};

/** Cuts clean HTML at `max` without leaving half a tag or half an entity; the next pass closes open tags. */
function cutHtml(html: string, max: number): string {
  return cutText(html, max)
    .replace(/<[^>]*$/, '')
    .replace(/&[#\w]*$/, '');
}

/**
 * Source HTML made safe to render (allow-list of text formatting; only http(s)/mailto links, opening in a
 * new tab without referrer) and its readable plain text.
 */
export function sanitizeDescription(html: string): { html: string; text: string } {
  // Cut where it nests deeper than any real description: the parser's work per tag grows with the depth.
  let clean = sanitizeHtml(stripUnsafeChars(cutAtNesting(cutText(html, maxDescriptionInput))), options);
  if (clean.length > maxDescriptionHtml) clean = sanitizeHtml(cutHtml(clean, maxDescriptionHtml - 1_000), options);
  return { html: clean, text: htmlToText(clean) };
}
