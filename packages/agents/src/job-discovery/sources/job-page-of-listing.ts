import { postingFromPage, type PageOrigin } from '../page/posting-from-page';
import type { RawPosting } from '../raw-posting';
import type { BoardFetch, SourceContext } from '../source-adapter';
import { isSourceError } from '../source-error';
import { putWantedJob } from './read-items';

// For platforms whose lists give jobs without their descriptions (Radancy, Phenom, Jobvite, Eightfold): the job a user asked for is read
// whole from its own page (its schema.org JobPosting), and the employer the page names is the board's, unless the list
// names its jobs' brands (a group's site, where each brand hires for its own jobs).

/**
 * The job at `address` (its public address; `fetchUrl` where it is asked, the configured base URL in tests) as its page
 * states it, completed by its listed copy: the page's words first, the list's place, day and type where the page has
 * none. The listed copy when the page states no job or cannot be read; null when neither has it.
 */
export async function readJobPage(
  context: SourceContext,
  address: URL,
  fetchUrl: string,
  origin: PageOrigin,
  listed: RawPosting | undefined,
): Promise<RawPosting | null> {
  // A page that cannot be read (gone, refused by robots.txt, failing) leaves the job as listed: the board read stands.
  const whole = await readKeptPage(async () => postingFromPage(await context.http.text(fetchUrl), address, origin));
  if (!whole) return listed ?? null;
  if (!listed) return whole;
  return {
    ...listed,
    ...whole,
    // A page that names no employer (its company is then the site's host) leaves the brand the list named.
    company: whole.company === origin.company ? listed.company : whole.company,
    location: whole.location ?? listed.location,
    postedAt: whole.postedAt ?? listed.postedAt,
    employmentType: whole.employmentType ?? listed.employmentType,
  };
}

/**
 * The board's answer with the wanted job put in (or none found): when its page names the employer, every listed job
 * is theirs and the board is named so; otherwise, or when the list names its jobs' brands (a group's site, whose brands
 * each hire for their own), the companies the listing gave stand.
 */
export function withWantedJob(postings: RawPosting[], job: RawPosting | null, listedCompany: string, complete: boolean): BoardFetch {
  if (!job) return { companyName: null, postings, complete };
  const named = job.company !== listedCompany && postings.every((posting) => posting.company === listedCompany);
  const all = named ? postings.map((posting) => ({ ...posting, company: job.company })) : postings;
  return { companyName: named ? job.company : null, postings: putWantedJob(all, job), complete };
}

/** The page's job, or null when the page cannot be read for any reason but a cancelled visit. */
export async function readKeptPage(read: () => Promise<RawPosting | undefined>): Promise<RawPosting | null> {
  try {
    return (await read()) ?? null;
  } catch (error) {
    if (isSourceError(error, 'aborted') || !isSourceError(error)) throw error;
    return null;
  }
}
