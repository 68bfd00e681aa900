import type { SourceHttp } from '../../job-discovery/source-adapter';
import type { SourceFinding } from '../company-facts';

type Summary = { type?: unknown; title?: unknown; extract?: unknown; content_urls?: { desktop?: { page?: unknown } } };

const maxExtract = 1200;

/** The article's lead summary (REST page/summary/{title}); null for a disambiguation page or no text. */
export async function readWikipedia(http: SourceHttp, baseUrl: string, title: string, now: Date): Promise<SourceFinding | null> {
  const summary = (await http.json(`${baseUrl}/page/summary/${encodeURIComponent(title.replace(/ /g, '_'))}`)) as Summary;
  if (summary.type === 'disambiguation' || typeof summary.extract !== 'string') return null;
  const extract = summary.extract.replace(/\s+/g, ' ').trim();
  if (extract === '') return null;
  const page = summary.content_urls?.desktop?.page;
  return {
    source: {
      id: 'wikipedia',
      label: `Wikipedia: ${typeof summary.title === 'string' ? summary.title : title}`,
      url: typeof page === 'string' && /^https?:\/\//.test(page) ? page : null,
      retrievedAt: now.toISOString(),
    },
    overview: { description: extract.length > maxExtract ? `${extract.slice(0, maxExtract - 1).trimEnd()}…` : extract },
  };
}
