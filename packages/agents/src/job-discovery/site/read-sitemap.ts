import { childText, childrenNamed, readXml } from '../sources/read-xml';

/** One page a sitemap lists: its address and, when given, the day it last changed. */
export type SitemapPage = { loc: string; lastmod?: Date };

/** What a sitemap file lists (sitemaps.org 0.9): the pages of a `urlset`, or the sitemaps of a `sitemapindex`. */
export type Sitemap = { pages: SitemapPage[]; sitemaps: string[] };

/** Entries read from one file at most: sitemaps.org allows 50,000; what lies beyond is not read. */
export const maxSitemapEntries = 50_000;

/** A sitemap or sitemap index, its namespace prefix or none; anything else (HTML, a feed) lists nothing. */
export function readSitemap(xml: string): Sitemap {
  const root = readXml(xml).find((element) => /(^|:)(urlset|sitemapindex)$/.test(element.name));
  if (!root) return { pages: [], sitemaps: [] };
  const local = (name: string) => name.replace(/^[^:]*:/, '');
  const entries = root.children
    .filter((child) => local(child.name) === (local(root.name) === 'urlset' ? 'url' : 'sitemap'))
    .slice(0, maxSitemapEntries);
  const locOf = (entry: (typeof entries)[number]) =>
    (childText(entry, 'loc') ?? childrenNamed(entry, `${entry.name.split(':')[0]}:loc`)[0]?.text)?.trim();
  if (local(root.name) === 'sitemapindex') return { pages: [], sitemaps: entries.flatMap((entry) => locOf(entry) ?? []) };
  return {
    sitemaps: [],
    pages: entries.flatMap((entry) => {
      const loc = locOf(entry);
      if (!loc) return [];
      const lastmod = Date.parse(childText(entry, 'lastmod') ?? '');
      return [{ loc, ...(Number.isNaN(lastmod) ? {} : { lastmod: new Date(lastmod) }) }];
    }),
  };
}
