import {
  boardSources,
  companyNamesMatch,
  isBoardSlug,
  parseBoardReference,
  readCompanySite,
  slugCandidates,
  sourceAdapters,
  type BoardProvider,
} from '@seeker/agents';
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sourceHealth } from '../../db/schema';
import { boardKey } from '../../job-sources/board-key';
import type { BoardTarget } from '../postings';

export type CompanyBoards = {
  /** The Target Companies entry as the user wrote it. */
  company: string;
  /** True when the boards are guesses from the name (none known, none named). */
  guessed: boolean;
  targets: BoardTarget[];
  /** Why nothing is read for this entry (a board reference that is not one). */
  problem?: string;
};

/** Boards whose answers carry no company name can only be trusted on the exact compact slug ("acmerobotics"). */
const namelessProviders = new Set<BoardProvider>(['lever', 'ashby', 'bamboohr', 'pinpoint', 'gem', 'manatal']);
export const maxTargetCompanies = 10;
const boardPrefix = new RegExp(`^\\s*(${boardSources.join('|')})\\s*:`, 'i');

/**
 * Which boards to read for each target company: a board the user names ("greenhouse:acme"); else
 * boards we already know under the name's slugs (not gone); else guesses on every enabled provider,
 * each checked against the board's own company name before it is trusted.
 */
export async function resolveTargetBoards(db: Db, companies: string[], providers: BoardProvider[], now: Date): Promise<CompanyBoards[]> {
  const wanted = companies.slice(0, maxTargetCompanies);
  const candidates = new Map(wanted.map((company) => [company, slugCandidates(company)]));
  const keys = [...candidates.values()].flatMap((slugs) => providers.flatMap((provider) => slugs.map((slug) => boardKey(provider, slug))));
  const rows =
    keys.length === 0
      ? []
      : await db
          .select()
          .from(sourceHealth)
          .where(and(inArray(sourceHealth.key, keys), isNotNull(sourceHealth.boardSlug)));
  const known = rows.filter((row) => row.status !== 'gone');
  // A board that answered 404 is not guessed again until its retry is due.
  const gone = new Set(rows.filter((row) => row.status === 'gone' && row.nextFetchAt && row.nextFetchAt > now).map((row) => row.key));

  return wanted.map((company) => {
    const named = parseBoardReference(company);
    if (!named && boardPrefix.test(company)) {
      return {
        company,
        guessed: false,
        targets: [],
        problem:
          'not a board name: after the colon use the slug from the board\'s address (letters, digits, ".", "_" and "-"; an Ashby board\'s may hold spaces)',
      };
    }
    if (named) {
      const companyName = sourceAdapters[named.provider].nameOfBoard?.(named.slug) ?? named.slug;
      return { company, guessed: false, targets: [{ ...named, companyName, origin: 'user', checkIdentity: false }] };
    }
    // A company given by its site's address: its own pages, through their JobPosting markup. A full address
    // ("https://…") is only that; a name that is also a domain ("Booking.com") is its site and its boards too.
    const own = readCompanySite(company);
    if (own && 'problem' in own) return { company, guessed: false, targets: [], problem: own.problem };
    const site: BoardTarget[] =
      own && providers.includes('careersite')
        ? [{ provider: 'careersite', slug: own.site, companyName: own.site, origin: 'user', checkIdentity: false }]
        : [];
    if (/^https?:\/\//i.test(company.trim())) {
      if (site.length === 0) return { company, guessed: false, targets: [], problem: 'reading company sites is turned off on this server' };
      return { company, guessed: false, targets: site };
    }
    const slugs = candidates.get(company) ?? [];
    const knownHere = known.filter((row) => providers.includes(row.source as BoardProvider) && slugs.includes(row.boardSlug!.toLowerCase()));
    const trusted = knownHere.filter((row) => row.status === 'active' && row.companyName && companyNamesMatch(company, row.companyName));
    if (trusted.length > 0) {
      return {
        company,
        guessed: false,
        targets: [
          ...site,
          ...trusted.map((row) => ({
            provider: row.source as BoardProvider,
            slug: row.boardSlug!,
            companyName: company,
            origin: 'user' as const,
            checkIdentity: false,
          })),
        ],
      };
    }
    const [compact] = slugs;
    const targets: BoardTarget[] = providers.flatMap((provider) =>
      (namelessProviders.has(provider) ? slugs.slice(0, 1) : slugs.slice(0, 2))
        // Not guessed: a provider read only for boards users name (Workday), or a name no board of it can have.
        .filter((slug) => !sourceAdapters[provider].terms.namedOnly && isBoardSlug(provider, slug) && !gone.has(boardKey(provider, slug)))
        .map((slug) => ({
          provider,
          slug,
          companyName: company,
          origin: 'guess' as const,
          // A nameless board is trusted on the compact slug alone; the others must name the company.
          checkIdentity: !(namelessProviders.has(provider) && slug === compact),
        })),
    );
    return { company, guessed: true, targets: [...site, ...targets] };
  });
}
