import { escapeHtml } from '../../text/escape-html';
import type { RawPosting } from '../raw-posting';
import type { BoardAdapter } from '../source-adapter';
import { SourceError, isSourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { readDate, readHtml, readText } from './read-values';
import { boardHost } from './board-names';
import { childText, childrenNamed, readXml, type XmlElement } from './read-xml';
import { maxPostings } from './read-items';

// Personio's XML feed of a company's open positions, the feed Personio offers its customers for their own
// careers pages (no key): GET https://{company}.jobs.personio.de/xml — every position at once.
export const personioSource: BoardAdapter = {
  kind: 'board',
  name: 'personio',
  label: sourceLabels.personio,
  urlEnv: 'PERSONIO_API_URL',
  defaultBaseUrl: 'https://{board}.jobs.personio.de',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: 'No published limit for the public XML feed; we fetch one board at most once an hour',
    termsUrl: 'https://www.personio.com/legal-notice/',
    attribution: "Link each job to its posting on the company's Personio careers page",
    robotsTxt: true,
  },
  boardUrl: (slug) => `https://${encodeURIComponent(slug)}.jobs.personio.de/`,
  fetchBoard: async (context, slug) => {
    const host = boardHost(context.baseUrl, slug);
    let xml: string;
    try {
      xml = await context.http.text(`${host}/xml`);
    } catch (error) {
      // A name Personio does not know is sent to its own home page, another host: no such board.
      if (isSourceError(error, 'http') && error.status !== undefined && error.status >= 300 && error.status < 400) {
        throw new SourceError('not-found', 'no such board (Personio sends the address elsewhere)', error.status);
      }
      throw error;
    }
    const feed = readXml(xml).find((element) => element.name === 'workzag-jobs');
    if (!feed) throw new SourceError('invalid-response', 'the feed has no list of positions');
    const positions = childrenNamed(feed, 'position').slice(0, maxPostings);
    const companyName = readText(childText(positions[0], 'subcompany'), 200) ?? null;
    const postings = positions.flatMap((position) => readPosition(position, companyName ?? slug, slug) ?? []);
    return { companyName, postings };
  },
};

function readPosition(position: XmlElement, company: string, slug: string): RawPosting | undefined {
  const sourceId = readText(childText(position, 'id'), 50);
  const title = readText(childText(position, 'name'), 300);
  if (!sourceId || !/^\d+$/.test(sourceId) || !title) return undefined;
  const offices = [
    childText(position, 'office'),
    ...childrenNamed(childrenNamed(position, 'additionalOffices')[0], 'office').map((office) => office.text),
  ];
  return {
    source: 'personio',
    sourceId,
    // The feed names no page: the position's page on the company's careers site is /job/{id}.
    sourceUrl: `https://${slug.toLowerCase()}.jobs.personio.de/job/${sourceId}`,
    title,
    company: readText(childText(position, 'subcompany'), 200) ?? company,
    // Several offices are several places, joined as a page's places are.
    location: [...new Set(offices.flatMap((office) => readText(office, 200) ?? []))].join('; ') || undefined,
    descriptionHtml: readDescription(position),
    postedAt: readDate(childText(position, 'createdAt')),
    // "full-time" / "part-time" says the job type; "permanent", "intern", "freelance"… the contract.
    employmentType: [childText(position, 'schedule'), childText(position, 'employmentType')].filter(Boolean).join(', ') || undefined,
    seniority: readText(childText(position, 'seniority'), 100),
    department: readText(childText(position, 'department'), 200),
    board: { provider: 'personio', slug },
  };
}

/** The position's sections, each under its heading (the heading is text, the section HTML). */
function readDescription(position: XmlElement): string | undefined {
  const sections = childrenNamed(childrenNamed(position, 'jobDescriptions')[0], 'jobDescription').flatMap((section) => {
    const heading = readText(childText(section, 'name'), 300);
    const body = readHtml(childText(section, 'value'));
    if (!body) return [];
    return [heading ? `<h3>${escapeHtml(heading)}</h3>${body}` : body];
  });
  return sections.length > 0 ? sections.join('\n') : undefined;
}
