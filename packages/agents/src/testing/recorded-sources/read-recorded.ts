import { readFileSync, readdirSync } from 'node:fs';
import type { Posting } from '../../job-discovery/posting';
import type { RawPosting } from '../../job-discovery/raw-posting';
import type { SourceAdapter } from '../../job-discovery/source-adapter';
import type { SourceName } from '../../job-discovery/source-names';
import { stubContext, stubSourceHttp } from '../job-sources/stub-source-http';

/** What reading a recorded answer needs: the adapters and normalisation, of this tree or of an earlier commit. */
export type ReadingCode = { sourceAdapters: Record<SourceName, SourceAdapter>; normalizePosting: (raw: RawPosting) => Posting };

export type RecordedFile = { source: SourceName; file: string; body: unknown };

/** Recorders that dropped a source's envelope: put back what the adapter is written against. */
const envelopes: Partial<Record<SourceName, (body: unknown) => unknown>> = {
  remotive: (body) => (Array.isArray(body) ? { jobs: body } : body),
  arbeitnow: (body) => (Array.isArray(body) ? { data: body } : body),
  himalayas: (body) => (Array.isArray(body) ? { jobs: body } : body),
  jobicy: (body) => (Array.isArray(body) ? { jobs: body } : body),
  greenhouse: (body) => (Array.isArray(body) ? { jobs: body } : isJob(body, 'absolute_url') ? { jobs: [body] } : body),
  ashby: (body) => (Array.isArray(body) ? { jobs: body } : isJob(body, 'jobUrl') ? { jobs: [body] } : body),
  lever: (body) => (isJob(body, 'hostedUrl') ? [body] : body),
  smartrecruiters: (body) =>
    Array.isArray(body) ? { content: body, totalFound: body.length } : isJob(body, 'releasedDate') ? { content: [body], totalFound: 1 } : body,
  // One search result item, kept by its recorder without the search's envelope.
  usajobs: (body) =>
    body && typeof body === 'object' && 'MatchedObjectId' in body ? { SearchResult: { SearchResultCount: 1, SearchResultItems: [body] } } : body,
  // A bare list is Remote OK's own shape; the legal notice that leads it may be missing.
};

/**
 * A recorded answer of one job rather than a board's list (Workday's job answer): the job id a pasted link
 * would name, so the board read asks for that job.
 */
const wantedJob: Partial<Record<SourceName, (body: unknown) => string | undefined>> = {
  workday: (body) => {
    const url = (body as { jobPostingInfo?: { externalUrl?: unknown } } | null)?.jobPostingInfo?.externalUrl;
    return typeof url === 'string' ? /\/(job\/[^?#]+)$/.exec(url)?.[1] : undefined;
  },
  // A Paylocity job's page (a board's page names a /jobs/All/ address there instead).
  paylocity: (body) =>
    typeof body === 'string' ? /<meta property="og:url" content="[^"]*\/jobs\/Details\/(\d{1,12})[/"]/i.exec(body)?.[1] : undefined,
};

/** What a page past a board's last one answers, for a source whose pages are HTML and say so (Phenom's search page). */
const pastEnd: Partial<Record<SourceName, string>> = {
  phenom: '<script>phApp.ddo = {"eagerLoadRefineSearch":{"status":200,"hits":0,"totalHits":0,"data":{"jobs":[]}}};</script>',
  jobvite: '<table class="jv-job-list"></table>',
  pageup: '<table><tbody id="search-results-content"></tbody></table>',
};

/** What a board with no jobs answers, for a source whose board is an HTML page (Paylocity's); Workday's JSON otherwise. */
const emptyBoard: Partial<Record<SourceName, unknown>> = { paylocity: '<script>window.pageData = {"Jobs":[]};</script>' };

/** The board name a recording is read under: any valid one (Workday's names a tenant, pod and site; ADP's a client GUID). */
const recordedBoard: Partial<Record<SourceName, string>> = { workday: 'recorded.wd1/Careers', adp: '00000000-0000-4000-8000-000000000000', eightfold: 'recorded/recorded.com', oracle: 'recorded.fa.us2/CX_1', successfactors: 'career4/recorded', radancy: 'jobs.recorded.com', phenom: 'careers.recorded.com/global/en', jobylon: 'companies/1', pageup: 'jobs.recorded.com/en-us', jibe: 'jobs.recorded.com' };

/** A board that a recording names itself (a Paylocity page's links to /Recruiting/Jobs/All/{GUID}), read under that name. */
const boardOfRecording: Partial<Record<SourceName, (body: unknown) => string | undefined>> = {
  paylocity: (body) => (typeof body === 'string' ? /\/recruiting\/jobs\/all\/([0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12})/i.exec(body)?.[1]?.toLowerCase() : undefined),
  // A Comeet list's positions link their company's careers page (https://www.comeet.com/jobs/{company}/{UID}/…): `{company}/{UID}`.
  comeet: (body) => {
    const link = Array.isArray(body) ? (body[0] as { url_comeet_hosted_page?: unknown } | undefined)?.url_comeet_hosted_page : undefined;
    const match = typeof link === 'string' ? /^https:\/\/www\.comeet\.com\/jobs\/([a-z0-9-]{1,100})\/([0-9A-F]{2}\.[0-9A-F]{3})\//i.exec(link) : null;
    return match ? `${match[1]}/${match[2]}` : undefined;
  },
  // An Avature search page links to its own search (https://{tenant}.avature.net/{section}/SearchJobs): `{tenant}/{section}`.
  avature: (body) => {
    const match = typeof body === 'string' ? /https:\/\/([a-z0-9-]{1,63})\.avature\.net\/([A-Za-z0-9_-]{1,60}(?:\/[A-Za-z0-9_-]{1,60})?)\/SearchJobs\b/.exec(body) : null;
    return match ? `${match[1]}/${match[2]}` : undefined;
  },
  // An iCIMS search page's cards link their own portal's jobs (https://{portal}.icims.com/jobs/{id}/…): `{portal}`.
  icims: (body) => (typeof body === 'string' ? /https:\/\/([a-z0-9-]{1,63})\.icims\.com\/jobs\/\d+\//i.exec(body)?.[1]?.toLowerCase() : undefined),
  // A Jobvite search page's rows link their company's jobs (/{company}/job/{id}): `{company}`.
  jobvite: (body) => (typeof body === 'string' ? /href="\/([A-Za-z0-9][A-Za-z0-9._-]{0,99})\/job\/[A-Za-z0-9]+"/.exec(body)?.[1] : undefined),
  // A JOIN company page's state names the company's domain it was asked under (`"query":{"companySlug":"02100"}`).
  join: (body) => (typeof body === 'string' ? /"query":\{"companySlug":"([A-Za-z0-9][A-Za-z0-9._-]{0,99})"/.exec(body)?.[1] : undefined),
};

/**
 * A source whose board read asks a page before its list: Comeet's careers page, for the company's token. The recording is
 * the list alone; the page is made of the token its own positions carry (each `position_url` ends `?token=…`).
 */
const pageBeforeList: Partial<Record<SourceName, (body: unknown) => string | undefined>> = {
  comeet: (body) => {
    const first = Array.isArray(body) ? (body[0] as { position_url?: unknown } | undefined) : undefined;
    const token = typeof first?.position_url === 'string' ? /[?&]token=([0-9A-F]{20,128})$/i.exec(first.position_url)?.[1] : undefined;
    return token ? `<script>COMPANY_DATA = {"token": "${token}"};</script>` : undefined;
  },
};

/** A single posting kept on its own (a detail answer) rather than a list: it has the field only postings have. */
function isJob(body: unknown, field: string): boolean {
  return !!body && typeof body === 'object' && !Array.isArray(body) && field in body;
}

/** Every `<source>/<file>.json` (parsed, with its envelope put back) and `<source>/<file>.xml` or `.html` (as text) under `folder`. */
export function recordedFiles(folder: URL): RecordedFile[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(new URL(`${entry.name}/`, folder))
        .filter((file) => /\.(json|xml|html)$/.test(file))
        .map((file) => {
          const source = entry.name as SourceName;
          // An XML feed (Personio's) or an HTML page (iCIMS's search) is its text; JSON is parsed.
          const text = readFileSync(new URL(`${entry.name}/${file}`, folder), 'utf8');
          const body = file.endsWith('.json') ? (JSON.parse(text) as unknown) : text;
          return { source, file: `${entry.name}/${file}`, body: envelopes[source]?.(body) ?? body };
        }),
    );
}

/**
 * A recorded answer read as a search reads it: through its source's adapter (the recorded body for the first
 * request, or for the one after `pageBeforeList`'s page, an empty page for any later one, so feeds stop paging), each
 * posting normalised.
 */
export async function readRecorded(code: ReadingCode, source: SourceName, body: unknown): Promise<Posting[]> {
  let calls = 0;
  const wanted = wantedJob[source]?.(body);
  const empty = typeof body === 'string'
    ? (pastEnd[source] ?? '')
    : Array.isArray(body)
    ? []
    : Object.fromEntries(Object.entries(body as object).map(([key, value]) => [key, Array.isArray(value) ? [] : value]));
  // One job's answer: an empty list first, then the job when the board read asks for it.
  const page = pageBeforeList[source]?.(body);
  const answers = wanted ? [emptyBoard[source] ?? { total: 0, jobPostings: [] }, body] : page !== undefined ? [page, body] : [body];
  const http = stubSourceHttp(() => ({ body: answers[calls++] ?? empty }));
  const adapter = code.sourceAdapters[source];
  const context = { ...stubContext(http), credentials: credentialsOf(source, body) };
  const raw =
    adapter.kind === 'board'
      ? (await adapter.fetchBoard(context, boardOfRecording[source]?.(body) ?? recordedBoard[source] ?? 'recorded', wanted)).postings
      : adapter.kind === 'feed'
        ? await adapter.fetchFeed(context)
        : await adapter.search(context, { keywords: 'Engineer' });
  return raw.map((posting) => code.normalizePosting(posting));
}

/**
 * The settings the recorder searched with, where the answer shows them: Adzuna's country (which gives its
 * pay's currency) from the host its links go to ("www.adzuna.co.uk" → gb).
 */
function credentialsOf(source: SourceName, body: unknown): Record<string, string> {
  if (source !== 'adzuna') return {};
  const results = (body as { results?: { redirect_url?: unknown }[] } | null)?.results;
  const link = Array.isArray(results) ? results[0]?.redirect_url : undefined;
  if (typeof link !== 'string' || !URL.canParse(link)) return {};
  const host = new URL(link).hostname;
  const country = host.endsWith('.co.uk') ? 'gb' : host.endsWith('.com') ? 'us' : /\.([a-z]{2})$/.exec(host)?.[1];
  return country ? { ADZUNA_COUNTRY: country } : {};
}

/** One recorded answer of this folder by its name ("recruitee/clearfetch-bunq.json"), read as a search reads it. */
export async function readRecordedFile(code: ReadingCode, name: string): Promise<Posting[]> {
  const file = recordedFiles(new URL('./', import.meta.url)).find((candidate) => candidate.file === name);
  if (!file) throw new Error(`no recorded answer ${name}`);
  return readRecorded(code, file.source, file.body);
}
