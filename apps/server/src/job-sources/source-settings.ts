import { sourceAdapters, sourceNames, trustedPlace, type SourceName } from '@seeker/agents';

export type JobSourceSettings = {
  /** Sources the server asks, from JOB_SOURCES (default: every key-free one plus keyed ones whose keys are set). */
  enabled: SourceName[];
  /** `{SOURCE}_API_URL` or the real host, without a trailing slash. */
  baseUrls: Record<SourceName, string>;
  /** Keys of keyed sources, by env name; only the ones that are set. */
  credentials: Record<string, string>;
  /** One source's whole answer, retries included, must arrive within this (JOB_SOURCE_TIMEOUT_MS). */
  timeoutMs: number;
  /** Company boards of the directory crawled per hour (JOB_DIRECTORY_CRAWL_PER_HOUR); 0 turns the crawl off. */
  directoryCrawlPerHour: number;
  /** Where source operators can reach whoever runs this instance; goes into the User-Agent. */
  contact: string;
  /**
   * Where a pasted job page may be although private (JOB_PAGE_TRUSTED_ORIGINS, comma-separated: an intranet
   * careers site), each as origin and path prefix: `http://intranet.local:8080/jobs/` is that origin's paths
   * under /jobs/, an origin alone all of it. For accounts only: a guest's pages, and every other page, must
   * be on a public address.
   */
  pagePlaces: string[];
};

type Env = Record<string, string | undefined>;

const optionalCredentials = ['ADZUNA_COUNTRY'];

function parseWholeNumber(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]) {
  const raw = env[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name}: must be a whole number from ${min} to ${max}`);
    return fallback;
  }
  return value;
}

/**
 * A source's base URL from the environment. A provider that gives each board its own host has `{board}` in
 * its default (`https://{board}.recruitee.com`): its override must say where the board goes too.
 */
function parseBaseUrl(env: Env, name: string, fallback: string, problems: string[]) {
  const raw = env[name];
  if (raw === undefined) return fallback;
  const perBoard = fallback.includes('{board}');
  if (perBoard && !raw.includes('{board}')) {
    problems.push(`${name}: must say where the board's name goes with {board}, as in ${fallback}`);
    return fallback;
  }
  try {
    const url = new URL(raw.replace('{board}', 'board'));
    if (url.protocol === 'http:' || url.protocol === 'https:') return raw.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  problems.push(`${name}: must be an http:// or https:// URL`);
  return fallback;
}

/** Origins, each with an optional path prefix, normalised ("http://intranet.local:8080/jobs/"; "…/" for a whole origin). */
function parsePlaces(env: Env, name: string, problems: string[]): string[] {
  const listed = (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return listed.flatMap((entry) => {
    const place = trustedPlace(entry);
    if (place) return [`${place.origin}${place.path}`];
    problems.push(
      `${name}: each entry must be an http:// or https:// address (an origin, or an origin and a path prefix), without user name, query or fragment`,
    );
    return [];
  });
}

/** Reads every job-source setting; problems name their variable, like the rest of the config. */
export function readJobSourceSettings(env: Env, publicUrl: string): { settings: JobSourceSettings; problems: string[] } {
  const problems: string[] = [];
  const adapters = Object.values(sourceAdapters);
  const baseUrls = Object.fromEntries(
    adapters.map((adapter) => [adapter.name, parseBaseUrl(env, adapter.urlEnv, adapter.defaultBaseUrl, problems)]),
  ) as Record<SourceName, string>;
  const credentialNames = [...new Set(adapters.flatMap((adapter) => adapter.credentials)), ...optionalCredentials];
  const credentials = Object.fromEntries(credentialNames.flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
  const hasKeys = (name: SourceName) => sourceAdapters[name].credentials.every((key) => credentials[key]);

  let enabled: SourceName[];
  const listed = env.JOB_SOURCES?.trim();
  if (listed === undefined || listed === '') {
    enabled = sourceNames.filter(hasKeys);
  } else if (listed.toLowerCase() === 'none') {
    enabled = [];
  } else {
    const names = listed
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    const unknown = names.filter((name) => !(sourceNames as readonly string[]).includes(name));
    if (unknown.length > 0) problems.push(`JOB_SOURCES: unknown source ${unknown.join(', ')} (known: ${sourceNames.join(', ')}, or none)`);
    enabled = sourceNames.filter((name) => names.includes(name));
    for (const name of enabled.filter((name) => !hasKeys(name))) {
      problems.push(`JOB_SOURCES: ${name} needs ${sourceAdapters[name].credentials.join(' and ')}`);
    }
  }

  return {
    settings: {
      enabled,
      baseUrls,
      credentials,
      timeoutMs: parseWholeNumber(env, 'JOB_SOURCE_TIMEOUT_MS', 10_000, 500, 120_000, problems),
      directoryCrawlPerHour: parseWholeNumber(env, 'JOB_DIRECTORY_CRAWL_PER_HOUR', 200, 0, 10_000, problems),
      contact: env.JOB_SOURCES_CONTACT?.trim() || publicUrl,
      pagePlaces: parsePlaces(env, 'JOB_PAGE_TRUSTED_ORIGINS', problems),
    },
    problems,
  };
}

/** Settings with every source turned off: what an app gets when it is given no sources. */
export function noJobSources(publicUrl: string): JobSourceSettings {
  return readJobSourceSettings({ JOB_SOURCES: 'none' }, publicUrl).settings;
}
