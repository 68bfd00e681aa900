import { z } from 'zod';
import type { RawPosting } from '../raw-posting';
import type { BoardAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { readItems } from './read-items';
import { joinLocation, readDate, readRecord, readText, readUrl } from './read-values';
import { boardHost } from './board-names';

// Breezy HR's careers-site list (no key): GET https://{company}.breezy.hr/json, a bare array of every published
// position. It carries pay as the employer wrote it ("$50,000 – $60,000 / year") and no description: that is on
// each position's page (/p/{id}-{words}).
const boardAnswer = z.array(z.unknown());

/** A position's id in its page's address: /p/{id}-{words}. */
export const breezyPositionId = /^([0-9a-f]{8,20})(?:-|$)/i;

export const breezySource: BoardAdapter = {
  kind: 'board',
  name: 'breezy',
  label: sourceLabels.breezy,
  urlEnv: 'BREEZY_API_URL',
  defaultBaseUrl: 'https://{board}.breezy.hr',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: "No published limit for the careers site's list; we fetch one board at most once an hour",
    termsUrl: 'https://breezy.hr/terms-of-service',
    attribution: "Link each job to its posting on the company's Breezy careers site",
    robotsTxt: true,
  },
  boardUrl: (slug) => `https://${encodeURIComponent(slug)}.breezy.hr/`,
  fetchBoard: async (context, slug) => {
    const body = await context.http.json(`${boardHost(context.baseUrl, slug)}/json`);
    const parsed = boardAnswer.safeParse(body);
    if (!parsed.success) throw new SourceError('invalid-response', 'the careers answer is not a list of positions');
    // Every position names the company: the first one's name is the board's.
    const companyName = readText(readRecord(readRecord(parsed.data[0])?.company)?.name, 200) ?? null;
    return { companyName, postings: readItems(parsed.data, (position) => readPosition(position, companyName ?? slug, slug)) };
  },
};

function readPosition(position: Record<string, unknown>, company: string, slug: string): RawPosting | undefined {
  const sourceUrl = readUrl(position.url);
  const sourceId = readText(position.id, 40);
  const title = readText(position.name, 300);
  if (!sourceUrl || !sourceId || !breezyPositionId.test(sourceId) || !title) return undefined;
  const places = readPlaces(position);
  const remote = readRecord(position.location)?.is_remote;
  return {
    source: 'breezy',
    sourceId,
    sourceUrl,
    title,
    company: readText(readRecord(position.company)?.name, 200) ?? company,
    location: places.join('; ') || undefined,
    // A flag on the place: true is remote; false only says this place is not.
    remote: remote === true ? true : undefined,
    postedAt: readDate(position.published_date),
    salaryText: readText(position.salary, 200),
    employmentType: readText(readRecord(position.type)?.name, 100),
    department: readText(position.department, 200),
    board: { provider: 'breezy', slug },
  };
}

/** Every place the position names (`locations`, else its one `location`), each "City, State, Country". */
function readPlaces(position: Record<string, unknown>): string[] {
  const listed = Array.isArray(position.locations) && position.locations.length > 0 ? position.locations : [position.location];
  const places = listed.flatMap((entry) => {
    const place = readRecord(entry);
    if (!place) return [];
    const region = readRecord(place.state);
    const country = readRecord(place.country);
    const text = joinLocation(place.city, region?.name, country?.name) ?? readText(place.name, 200);
    return text ? [text] : [];
  });
  return [...new Set(places)];
}
