import { readBoardJobInAddress, siteBoardNames, type BoardJobLink } from '@seeker/agents';
import { and, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sourceHealth } from '../../db/schema';
import { boardKey } from '../../job-sources/board-key';

/**
 * The board job a company page's address names (`?gh_jid=`) on a board Seeker knows by the site's name (the
 * directory's, or one users named): for a page that loads its board some other way than the embed script.
 * A guess by name: it counts only if that board lists the job, which the caller reads it for.
 */
export async function findSiteBoardJob(db: Db, url: URL): Promise<BoardJobLink | null> {
  const job = readBoardJobInAddress(url);
  const names = siteBoardNames(url.hostname);
  if (!job || names.length === 0) return null;
  const keys = names.map((name) => boardKey(job.provider, name));
  const rows = await db
    .select({ key: sourceHealth.key, slug: sourceHealth.boardSlug })
    .from(sourceHealth)
    // A guess of a company's name that never proved to be a board is no board to read.
    .where(and(inArray(sourceHealth.key, keys), ne(sourceHealth.status, 'gone'), ne(sourceHealth.origin, 'guess')));
  // The site's own label first (as written), then its form without hyphens.
  const found = keys.flatMap((key) => rows.filter((row) => row.key === key && row.slug))[0];
  return found?.slug ? { provider: job.provider, slug: found.slug, sourceId: job.sourceId } : null;
}
