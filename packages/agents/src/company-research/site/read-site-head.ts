import { Parser } from 'htmlparser2';
import { cleanLine } from '../../job-discovery/normalize/clean-text';

export type SiteHead = { title: string | null; description: string | null; logoUrl: string | null };

const maxText = 500;

/**
 * What a company's home page says of itself in its <head>: title, description, and a logo (og:image,
 * else the largest declared icon). Only http(s) URLs are kept; everything is plain text, clipped.
 */
export function readSiteHead(html: string, pageUrl: string): SiteHead {
  let title = '';
  let inTitle = false;
  const meta = new Map<string, string>();
  const icons: { href: string; size: number }[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'title') inTitle = true;
        if (name === 'meta') {
          const key = (attributes.property ?? attributes.name ?? '').toLowerCase();
          if (key && attributes.content && !meta.has(key)) meta.set(key, attributes.content);
        }
        if (name === 'link' && attributes.href && /(^|\s)(icon|apple-touch-icon)(\s|$)/i.test(attributes.rel ?? '')) {
          const size = Number(/(\d+)x\d+/.exec(attributes.sizes ?? '')?.[1] ?? (/apple-touch-icon/i.test(attributes.rel ?? '') ? 180 : 16));
          icons.push({ href: attributes.href, size });
        }
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        // The head is all we read; stop at the body.
        if (name === 'head') parser.pause();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  const icon = icons.sort((a, b) => b.size - a.size)[0]?.href;
  return {
    title: clean(meta.get('og:site_name') ?? title),
    description: clean(meta.get('description') ?? meta.get('og:description') ?? ''),
    logoUrl: absoluteHttp(meta.get('og:logo') ?? meta.get('og:image') ?? icon, pageUrl),
  };
}

function clean(text: string): string | null {
  return cleanLine(text, maxText) || null;
}

function absoluteHttp(href: string | undefined, base: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
