import { z } from 'zod';
import type { RawPosting } from '../raw-posting';
import type { BoardAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { readAllPages, readItems } from './read-items';
import { readDate, readHtml, readId, readStringList, readText, readUrl } from './read-values';
import { readWorkplaceField } from './read-custom-fields';
import { eightfoldBoardPattern } from './board-names';

// Eightfold's careers sites (no key): GET https://{tenant}.eightfold.ai/api/apply/v2/jobs?domain={company domain}&start=
// {n}&num=10, {positions[], count}: titles, places, department, the day (re)posted; the description is empty in the
// list. Ten a page at most; the API answers nothing without the company's domain, so a board names both.

const answer = z.object({ positions: z.array(z.unknown()), count: z.unknown().optional() });
const pageSize = 10;
/** Pages read in one board read: 100 positions; a bigger board is read in part and nothing it did not list is closed. */
export const eightfoldMaxPages = 10;
/** A position's id: digits. */
export const eightfoldPositionId = /^\d{1,20}$/;

function readBoard(slug: string) {
  const match = eightfoldBoardPattern.exec(slug);
  if (!match) throw new SourceError('not-found', 'not a valid Eightfold board ({tenant}/{company domain})');
  return { tenant: match[1]!.toLowerCase(), domain: match[2]!.toLowerCase() };
}

export const eightfoldSource: BoardAdapter = {
  kind: 'board',
  name: 'eightfold',
  label: sourceLabels.eightfold,
  urlEnv: 'EIGHTFOLD_API_URL',
  defaultBaseUrl: 'https://{board}.eightfold.ai',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: "No published limit for the careers site's list; we fetch one board at most once an hour, its pages one at a time",
    termsUrl: 'https://eightfold.ai/terms-of-service/',
    attribution: "Link each job to its page on the company's Eightfold careers site",
    robotsTxt: true,
  },
  boardUrl: (slug) => {
    const board = readBoard(slug);
    return `https://${board.tenant}.eightfold.ai/careers?domain=${board.domain}`;
  },
  nameOfBoard: (slug) => readBoard(slug).domain,
  fetchBoard: async (context, slug) => {
    const board = readBoard(slug);
    const host = context.baseUrl.replace('{board}', board.tenant);
    const { postings, complete } = await readAllPages(eightfoldMaxPages, async (page) => {
      const body = await context.http.json(
        `${host}/api/apply/v2/jobs?domain=${encodeURIComponent(board.domain)}&start=${page * pageSize}&num=${pageSize}`,
      );
      const parsed = answer.safeParse(body);
      if (!parsed.success) throw new SourceError('invalid-response', 'the careers answer has no list of positions');
      const count = typeof parsed.data.count === 'number' ? parsed.data.count : 0;
      const more = parsed.data.positions.length === pageSize && (page + 1) * pageSize < count;
      return { postings: readItems(parsed.data.positions, (position) => readPosition(position, board, slug)), more };
    });
    return { companyName: null, postings, complete };
  },
};

function readPosition(position: Record<string, unknown>, board: ReturnType<typeof readBoard>, slug: string): RawPosting | undefined {
  const sourceId = readId(position.id);
  const title = readText(position.name, 300);
  if (!sourceId || !eightfoldPositionId.test(sourceId) || !title) return undefined;
  const places = readStringList(position.locations).slice(0, 20);
  return {
    source: 'eightfold',
    sourceId,
    sourceUrl: readUrl(position.canonicalPositionUrl) ?? `https://${board.tenant}.eightfold.ai/careers/job/${sourceId}`,
    title,
    company: board.domain,
    location: (places.length > 0 ? places.join('; ') : undefined) ?? readText(position.location, 200),
    descriptionHtml: readHtml(position.job_description),
    // t_create is epoch seconds, set again when a position is posted again: the day it was last posted.
    postedAt: readDate(position.t_create),
    department: readText(position.department, 200),
    ...readWorkplaceField('work location option', position.work_location_option),
    board: { provider: 'eightfold', slug },
  };
}
