// What a fetched job page states about its job, through schema.org JobPosting: JSON-LD first (what
// Google for Jobs reads, so sites keep it current), microdata second. Pure: no fetching, no guessing.
import { findJobPostings } from './find-job-postings';
import { readJobPostingFields, readPageUrl, type JobPostingFields } from './job-posting-fields';
import { parseJsonLdBlock } from './parse-json-ld';
import { isJobPostingType, microdataToRecord } from './read-microdata';
import { scanPageMarkup } from './scan-page-markup';

export { parseJsonLdBlock } from './parse-json-ld';
export { scanPageMarkup } from './scan-page-markup';

export type PageFindings = Omit<JobPostingFields, 'url'> & {
  /** The page's own address for the job: JobPosting.url, else <link rel=canonical>, else the fetched URL. Only http(s). */
  url: string;
};

/** Larger pages are not job pages a person pasted, and reading them would cost too much. */
export const maxPageChars = 4 * 1024 * 1024;

/**
 * The first JobPosting with a title that the page states, read into PageFindings; null when there is
 * none, when the page is over 4 MB (counted in UTF-16 units, about bytes for HTML), or when no http(s)
 * address for it is known. Never throws on page content.
 */
export function readJobPostingPage(html: string, pageUrl: string): PageFindings | null {
  if (html.length > maxPageChars) return null;
  const markup = scanPageMarkup(html);
  const fields = firstWithTitle(jsonLdPostings(markup.jsonLdBlocks), pageUrl) ?? firstWithTitle(microdataPostings(markup.microdataItems), pageUrl);
  if (!fields) return null;
  const url = fields.url ?? readPageUrl(markup.canonicalHref, pageUrl) ?? readPageUrl(pageUrl, pageUrl);
  return url ? { ...fields, url } : null;
}

function* jsonLdPostings(blocks: string[]): Generator<Record<string, unknown>> {
  for (const block of blocks) yield* findJobPostings(parseJsonLdBlock(block));
}

function* microdataPostings(items: ReturnType<typeof scanPageMarkup>['microdataItems']): Generator<Record<string, unknown>> {
  for (const item of items) if (isJobPostingType(item.type)) yield microdataToRecord(item);
}

function firstWithTitle(postings: Iterable<Record<string, unknown>>, pageUrl: string): JobPostingFields | undefined {
  for (const posting of postings) {
    const fields = readJobPostingFields(posting, pageUrl);
    if (fields.title) return fields;
  }
  return undefined;
}
