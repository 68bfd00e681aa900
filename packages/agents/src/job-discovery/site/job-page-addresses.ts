import type { SitemapPage } from './read-sitemap';

/**
 * Words that name a job or a careers section in an address, in the languages of the countries Seeker's
 * sources cover: a page whose path has one is worth opening to look for its JobPosting; others are not opened.
 */
const jobWords = new Set([
  'job',
  'jobs',
  'career',
  'careers',
  'position',
  'positions',
  'vacancy',
  'vacancies',
  'opening',
  'openings',
  'hiring',
  'recruitment',
  'requisition',
  'stelle',
  'stellen',
  'stellenangebot',
  'stellenangebote',
  'karriere',
  'emploi',
  'emplois',
  'offre',
  'offres',
  'carriere',
  'carrieres',
  'recrutement',
  'vacature',
  'vacatures',
  'werken',
  'lavoro',
  'posizioni',
  'carriera',
  'empleo',
  'empleos',
  'trabajo',
  'ofertas',
  'vaga',
  'vagas',
  'carreira',
  'jobb',
  'karriar',
  'lediga',
  'tyopaikat',
  'praca',
  'oferty',
  'kariera',
]);

/** The path's words: segments split at "-", "_", "." and "/", lower-cased, accents dropped ("carrières" → "carrieres"). */
function pathWords(url: URL): string[] {
  return decodeURIComponentSafe(url.pathname)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The pages of `site` (its host, or www. before it) whose address names a job, newest first, at most `limit`:
 * a page one level under a careers section (/careers/frontend-engineer) before the section itself.
 */
export function jobPageAddresses(pages: SitemapPage[], site: string, limit: number): URL[] {
  const hosts = new Set([site, `www.${site}`]);
  const candidates = pages.flatMap((page) => {
    let url: URL;
    try {
      url = new URL(page.loc);
    } catch {
      return [];
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !hosts.has(url.hostname.toLowerCase())) return [];
    const words = pathWords(url);
    const at = words.findIndex((word) => jobWords.has(word));
    // A section's own page (/careers) lists jobs, it is not one; something after the word is.
    if (at < 0 || at === words.length - 1) return [];
    return [{ url, lastmod: page.lastmod?.getTime() ?? 0 }];
  });
  const seen = new Set<string>();
  return candidates
    .sort((a, b) => b.lastmod - a.lastmod)
    .filter(({ url }) => !seen.has(url.href) && seen.add(url.href))
    .slice(0, limit)
    .map(({ url }) => url);
}
