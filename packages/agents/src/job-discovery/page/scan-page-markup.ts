import { Parser } from 'htmlparser2';
import { maxNesting } from './parse-bounded-document';
import { MicrodataReader, type MicrodataItem } from './read-microdata';

export type PageMarkup = {
  /** The raw text of each <script type="application/ld+json">, in page order. */
  jsonLdBlocks: string[];
  /** The first <link rel="canonical"> href, as written (entities not decoded). */
  canonicalHref?: string;
  microdataItems: MicrodataItem[];
};

/** Pages with more blocks are generated junk; the posting, when there is one, comes early. */
export const maxJsonLdBlocks = 50;

/**
 * One streaming pass over the page for the structured data it states. Entities are left as written:
 * script text is never decoded by HTML rules, and the field readers decode every other value once.
 */
export function scanPageMarkup(html: string): PageMarkup {
  const jsonLdBlocks: string[] = [];
  let canonicalHref: string | undefined;
  let jsonLdParts: string[] | undefined;
  const microdata = new MicrodataReader();
  // The parser's work per tag grows with the depth: past any real page's, the rest of the page is not read.
  let depth = 0;
  let stopped = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (stopped) return;
        if (++depth > maxNesting) {
          stopped = true;
          parser.pause();
          return;
        }
        if (name === 'script' && isJsonLdType(attributes.type) && jsonLdBlocks.length < maxJsonLdBlocks) jsonLdParts = [];
        if (name === 'link' && canonicalHref === undefined && /(^|\s)canonical(\s|$)/i.test(attributes.rel ?? '') && attributes.href) {
          canonicalHref = attributes.href;
        }
        microdata.open(name, attributes, parser.endIndex + 1);
      },
      ontext(text) {
        if (stopped) return;
        if (jsonLdParts) jsonLdParts.push(text);
        else microdata.text(text);
      },
      onclosetag(name) {
        if (stopped) return;
        depth--;
        if (name === 'script' && jsonLdParts) {
          jsonLdBlocks.push(jsonLdParts.join(''));
          jsonLdParts = undefined;
        }
        microdata.close(name, parser.startIndex, html);
      },
    },
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { jsonLdBlocks, canonicalHref, microdataItems: microdata.items };
}

/** `application/ld+json`, with any case, blanks or parameters (`; charset=utf-8`). */
function isJsonLdType(type: string | undefined): boolean {
  return type?.split(';')[0]?.trim().toLowerCase() === 'application/ld+json';
}
