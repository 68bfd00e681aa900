import { existsSync, readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { loadOccupationIndexInSteps, titleLanguages, type OccupationIndex } from '@seeker/agents';
import type { Knowledge } from '@seeker/contract';
import { taxonomyAttribution } from './attribution';
import type { BackgroundInstall, InstallStatus } from './background-install';
import { occupationIndexPath } from './taxonomy-files';

export type KnowledgeStatus = Knowledge;

export type OccupationKnowledge = {
  /** What serves now: the first ask after an install starts loading it, and says so meanwhile. */
  status(): KnowledgeStatus;
  /** The index, loading it when it is installed and not loaded yet (or was installed again); undefined without one. */
  index(): Promise<OccupationIndex | undefined>;
};

// Said to people (Settings, `reason`: what serves, in their words) and to whoever runs Seeker (/api/health, `install`:
// the command that would change it).
const notInstalled = 'Occupations are not installed on this server, so Seeker reads job titles by its own list of job words.';
const olderFormat =
  'The occupations installed on this server were made for an older Seeker, so Seeker reads job titles by its own list of job words.';
const installCommand = 'npm run taxonomy:install';
const installAgain = { install: `Install them again: ${installCommand}` };
const loadingNow = 'Seeker is loading its occupations; this takes a few seconds.';
// An install while the server runs is picked up on the next use after this long.
const recheckMs = 30_000;
// The index unzipped is about 33 MB (ESCO and O*NET, 2026): a file that unzips to more than this is no index of ours.
const largestIndex = 256 * 1024 * 1024;

/** The occupation index in DATA_DIR (decision 0046), read when first needed and again after a new install. */
export function createOccupationKnowledge(
  dataDir: string,
  log?: { warn: (details: object, message: string) => void },
  install?: BackgroundInstall,
): OccupationKnowledge {
  const file = occupationIndexPath(dataDir);
  let loaded: { index: OccupationIndex; modified: number; loadMs: number; languages: string[] } | undefined;
  let loading: Promise<OccupationIndex | undefined> | undefined;
  let failure: string | undefined;
  // Why, for whoever runs Seeker (/api/health's `install`), never in the words Settings shows.
  let failureDetail = '';
  let checkedAt = -Infinity;

  const load = async (modified: number) => {
    const started = performance.now();
    try {
      // Read and built a slice at a time: the server keeps answering while it loads (one JSON.parse of the whole
      // index held the event loop for most of a second, issue 71).
      const built = await loadOccupationIndexInSteps(await promisify(gunzip)(await readFile(file), { maxOutputLength: largestIndex }));
      const languages = titleLanguages.filter((_, at) => built.titleLanguage.includes(at));
      loaded = { index: built, modified, loadMs: Math.round(performance.now() - started), languages };
      failure = undefined;
    } catch (error) {
      failure = 'The occupations installed on this server could not be read, so Seeker reads job titles by its own list of job words.';
      failureDetail = error instanceof Error ? error.message : String(error);
      log?.warn({ file, error: failureDetail }, 'occupation index unreadable');
    }
    return loaded?.index;
  };

  // The check and the load it may start, shared by every caller meanwhile: a second search asking while the first
  // checks the file waits for the same answer, never an index missing for it alone.
  let asking: Promise<OccupationIndex | undefined> | undefined;
  const check = async () => {
    const modified = (await stat(file).catch(() => undefined))?.mtimeMs;
    if (modified === undefined || modified === loaded?.modified) return loaded?.index;
    loading = load(modified).finally(() => (loading = undefined));
    return loading;
  };
  const index = async () => {
    if (asking) return asking;
    if (performance.now() - checkedAt < recheckMs) return loaded?.index;
    checkedAt = performance.now();
    asking = check().finally(() => (asking = undefined));
    return asking;
  };

  // A first start's download, once installed, is read at once rather than at the next recheck.
  void install?.finished.then(() => {
    checkedAt = -Infinity;
    void index();
  });

  return {
    index,
    status() {
      void index();
      if (loaded) {
        const { index: known, loadMs, languages } = loaded;
        return {
          occupations: 'taxonomy',
          occupationCount: known.occupations.length,
          titleCount: known.titleText.length,
          skillCount: known.skills.skills.length,
          builtAt: known.builtAt,
          loadMs,
          languages,
          attribution: taxonomyAttribution(known.sources),
        };
      }
      if (failure)
        return {
          occupations: 'built-in',
          reason: failure,
          install: `The index could not be read (${failureDetail}). Install them again: ${installCommand}`,
        };
      // Installed and not read yet (the first ask after a start, or a load under way): it will serve in seconds.
      if (loading || existsSync(file)) return { occupations: 'built-in', reason: loadingNow, loading: true };
      const installing = install && installReason(install.status());
      if (installing)
        return {
          occupations: 'built-in',
          reason: installing,
          ...(install.status().state === 'failed' ? { install: `Install them: ${installCommand}` } : { installing: true }),
        };
      return olderFormatInstalled(file)
        ? { occupations: 'built-in', reason: olderFormat, ...installAgain }
        : { occupations: 'built-in', reason: notInstalled, install: `Install them: ${installCommand}` };
    },
  };
}

const meanwhile = 'until then Seeker reads job titles by its own list of job words.';

/** What a first start's download says while it runs, or after it failed. */
function installReason(status: InstallStatus): string | undefined {
  switch (status.state) {
    case 'downloading':
      return `Seeker is downloading its occupations from ESCO and O*NET (${status.done + 1} of ${status.total}: ${status.file}); ${meanwhile}`;
    case 'compiling':
      return `Seeker is compiling the occupations it downloaded from ESCO and O*NET; ${meanwhile}`;
    case 'failed':
      // Only the release's name: the details (a mirror's address, the server's answer) are in the server's log.
      return `Seeker could not download its occupations (${status.release ? `${status.release} could not be had` : 'the install stopped'}), so it reads job titles by its own list of job words and tries again on its next start.`;
    default:
      return undefined;
  }
}

function olderFormatInstalled(file: string) {
  const names = existsSync(path.dirname(file)) ? readdirSync(path.dirname(file)) : [];
  return names.some((name) => /^occupations\.v\d+\.json\.gz$/.test(name) && name !== path.basename(file));
}

/** No index, ever: the built-in vocabulary serves (an app built without a data directory, as most tests are). */
export const builtInKnowledgeOnly: OccupationKnowledge = {
  status: () => ({ occupations: 'built-in', reason: notInstalled, install: `Install them: ${installCommand}` }),
  index: async () => undefined,
};
