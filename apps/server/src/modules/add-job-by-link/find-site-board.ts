import { addressBoardNames, jibeJobInAddress, readBoardJobInAddress, type BoardJobLink } from '@seeker/agents';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyKeyOf, sourceHealth } from '../../db/schema';
import { boardKey } from '../../job-sources/board-key';

/**
 * The board job a company page's address names on a board Seeker knows by the site (the directory's, or one users
 * named): a Greenhouse or Ashby job (`?gh_jid=`, or such a job's id in the path) on the board named like the site (its
 * slug, else the one board whose company's name is the site's, "AnyMind Group" for anymindgroup.com; on a front end
 * such as CareerPuck, the name its path gives), for a page that loads its board some other way than the embed script;
 * or a Jibe site's job (`[/{landing}]/jobs/{slug}`) on a host known as a Jibe site.
 * A guess by name: it counts only if that board lists the job, which the caller reads it for.
 */
export async function findSiteBoardJob(db: Db, url: URL): Promise<BoardJobLink | null> {
  const candidates: BoardJobLink[] = [];
  const job = readBoardJobInAddress(url);
  // The site's own label first (as written), then its form without hyphens.
  if (job) candidates.push(...addressBoardNames(url).map((slug) => ({ ...job, slug })));
  const jibe = jibeJobInAddress(url);
  if (jibe) candidates.push({ provider: 'jibe', ...jibe });
  if (candidates.length === 0) return null;
  const keys = candidates.map((candidate) => boardKey(candidate.provider, candidate.slug));
  const rows = await db
    .select({ key: sourceHealth.key, slug: sourceHealth.boardSlug })
    .from(sourceHealth)
    // A guess of a company's name that never proved to be a board is no board to read.
    .where(and(inArray(sourceHealth.key, keys), ne(sourceHealth.status, 'gone'), ne(sourceHealth.origin, 'guess')));
  for (const [at, key] of keys.entries()) {
    const found = rows.find((row) => row.key === key && row.slug);
    if (found?.slug) return { ...candidates[at]!, slug: found.slug };
  }
  return job ? findBoardNamedLikeSite(db, job, addressBoardNames(url)) : null;
}

/** The one board of the job's provider whose company's name, letters and digits only, is one of the site's names; else null. */
async function findBoardNamedLikeSite(db: Db, job: Omit<BoardJobLink, 'slug'>, names: string[]): Promise<BoardJobLink | null> {
  if (names.length === 0) return null;
  const rows = await db
    .select({ slug: sourceHealth.boardSlug })
    .from(sourceHealth)
    .where(
      and(
        eq(sourceHealth.source, job.provider),
        inArray(companyKeyOf(sourceHealth.companyName), names),
        ne(sourceHealth.status, 'gone'),
        ne(sourceHealth.origin, 'guess'),
      ),
    )
    .limit(2);
  // Two boards under the site's name: which one is the site's is not known.
  return rows.length === 1 && rows[0]!.slug ? { ...job, slug: rows[0]!.slug } : null;
}
