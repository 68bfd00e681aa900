import type { RawPosting } from './raw-posting';
import type { BoardProvider, FeedSourceName, QuerySourceName } from './source-names';

/** A request through the one job-source fetcher (User-Agent, timeout, retries, size cap are its job). */
export type SourceRequest = {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
};

/**
 * The only way an adapter reaches the network. Resolves with the parsed JSON body of a 2xx answer;
 * rejects with a SourceError: `not-found` for 404/410, `http` for other statuses, `timeout`,
 * `network`, `too-large`, `invalid-response` for a body that is not JSON.
 */
export type SourceHttp = {
  json: (url: string, request?: SourceRequest) => Promise<unknown>;
  /** The body as text, for sources that answer XML (Personio's feed); the same rules and errors as `json`. */
  text: (url: string, request?: SourceRequest) => Promise<string>;
};

export type SourceContext = {
  /** `{SOURCE}_API_URL` or the real host, without a trailing slash. */
  baseUrl: string;
  http: SourceHttp;
  /** Values of the adapter's `credentials` env names (all present when the adapter runs). */
  credentials: Record<string, string>;
};

/** A source's published rule, written beside its adapter and enforced by the ingest scheduler. */
export type SourceTerms = {
  /** Least time between two fetches of this source (for boards: of one board). */
  minIntervalMs: number;
  /** The rule in words, as the source states it. */
  rule: string;
  /** Where the source states its terms. */
  termsUrl: string;
  /** What attribution the source asks for. */
  attribution: string;
  /**
   * A careers site rather than a documented API (the employer's own board pages and the feeds behind them):
   * every request is checked against the host's robots.txt first, and one it disallows is not made.
   */
  robotsTxt?: true;
  /** Read only for boards users name (a pasted link, a Target Company): never crawled from the directory, never guessed. */
  namedOnly?: true;
  /**
   * Its hosts are whatever users name (a company's own site): every request goes through the guarded fetcher
   * company research uses (public addresses only, each redirect checked), never the plain source fetcher.
   */
  anyHost?: true;
};

type SourceInfo = {
  label: string;
  /** Env variable holding the base URL, e.g. GREENHOUSE_API_URL. */
  urlEnv: string;
  defaultBaseUrl: string;
  /** Env variables that must all be set for the source to be enabled by default (keyed sources). */
  credentials: readonly string[];
  terms: SourceTerms;
};

/** What a company board says about itself and lists. */
export type BoardFetch = {
  /** The board's own company name when its answer carries one (Greenhouse, Workable, SmartRecruiters); null otherwise. */
  companyName: string | null;
  postings: RawPosting[];
  /** False when the board lists more than was read (Workday's newest pages only): what was not listed is not closed. */
  complete?: boolean;
};

/** A company's own ATS board (Greenhouse, Lever, Ashby, Workable, SmartRecruiters). */
export type BoardAdapter = SourceInfo & {
  kind: 'board';
  name: BoardProvider;
  /** The board's public page for a slug (shown when a board is named in settings). */
  boardUrl: (slug: string) => string;
  /** The company a board's name stands for, when the name is more than that (Workday's `{tenant}.{pod}/{site}`). */
  nameOfBoard?: (slug: string) => string;
  /**
   * The board's jobs. `wanted`: the id of a job a user pasted, for a source whose list is read in part or
   * without descriptions (Workday): that job is read whole and included, unless its site no longer has it.
   */
  fetchBoard: (context: SourceContext, slug: string, wanted?: string) => Promise<BoardFetch>;
};

/** An aggregator that publishes one feed of recent postings, ingested on its own cadence. */
export type FeedAdapter = SourceInfo & {
  kind: 'feed';
  name: FeedSourceName;
  fetchFeed: (context: SourceContext) => Promise<RawPosting[]>;
};

export type SourceQuery = {
  /** Job titles and skills joined as the source's keyword search takes them. */
  keywords: string;
  location?: string;
};

/** A keyed search API asked live with the user's query. */
export type QueryAdapter = SourceInfo & {
  kind: 'query';
  name: QuerySourceName;
  search: (context: SourceContext, query: SourceQuery) => Promise<RawPosting[]>;
};

export type SourceAdapter = BoardAdapter | FeedAdapter | QueryAdapter;
