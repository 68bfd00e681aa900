import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { buildOccupationIndex, occupationIndexFormat, type OccupationIndex, type OccupationIndexData } from '@seeker/agents';
import { taxonomyAttribution } from './attribution';
import { occupationIndexPath } from './taxonomy-files';

export type KnowledgeStatus =
  | { occupations: 'taxonomy'; occupationCount: number; titleCount: number; builtAt: string; loadMs: number; attribution: string[] }
  | { occupations: 'built-in'; reason: string };

export type OccupationKnowledge = {
  /** What serves now; the first ask after an install starts loading it. */
  status(): KnowledgeStatus;
  /** The index, loading it when it is installed and not loaded yet (or was installed again); undefined without one. */
  index(): Promise<OccupationIndex | undefined>;
};

const notInstalled = 'No occupation index is installed: Seeker uses its built-in vocabulary of software skills and job-title words.';
const olderFormat = 'The installed occupation index was made by an older Seeker: install it again to use it.';
// An install while the server runs is picked up on the next use after this long.
const recheckMs = 30_000;

/** The occupation index in DATA_DIR (decision 0046), read when first needed and again after a new install. */
export function createOccupationKnowledge(dataDir: string, log?: { warn: (details: object, message: string) => void }): OccupationKnowledge {
  const file = occupationIndexPath(dataDir);
  let loaded: { index: OccupationIndex; modified: number; loadMs: number } | undefined;
  let loading: Promise<OccupationIndex | undefined> | undefined;
  let failure: string | undefined;
  let checkedAt = -Infinity;

  const load = async (modified: number) => {
    const started = performance.now();
    try {
      const data = JSON.parse((await promisify(gunzip)(await readFile(file))).toString('utf8')) as OccupationIndexData;
      if (data.format !== occupationIndexFormat)
        throw new Error(`it is of format ${String(data.format)}, this Seeker reads ${occupationIndexFormat}`);
      loaded = { index: buildOccupationIndex(data), modified, loadMs: Math.round(performance.now() - started) };
      failure = undefined;
    } catch (error) {
      failure = `The installed occupation index could not be read (${error instanceof Error ? error.message : String(error)}); install it again.`;
      log?.warn({ file, error: failure }, 'occupation index unreadable');
    }
    return loaded?.index;
  };

  const index = async () => {
    if (loading) return loading;
    if (performance.now() - checkedAt < recheckMs) return loaded?.index;
    checkedAt = performance.now();
    const modified = (await stat(file).catch(() => undefined))?.mtimeMs;
    if (modified === undefined) failure = (await olderFormatInstalled(file)) ? olderFormat : undefined;
    if (modified === undefined || modified === loaded?.modified) return loaded?.index;
    loading = load(modified).finally(() => (loading = undefined));
    return loading;
  };

  return {
    index,
    status() {
      void index();
      if (loaded) {
        const { index: known, loadMs } = loaded;
        return {
          occupations: 'taxonomy',
          occupationCount: known.occupations.length,
          titleCount: known.titleText.length,
          builtAt: known.builtAt,
          loadMs,
          attribution: taxonomyAttribution,
        };
      }
      return { occupations: 'built-in', reason: failure ?? (loading ? 'The occupation index is loading.' : notInstalled) };
    },
  };
}

async function olderFormatInstalled(file: string) {
  const names = await readdir(path.dirname(file)).catch(() => [] as string[]);
  return names.some((name) => /^occupations\.v\d+\.json\.gz$/.test(name) && name !== path.basename(file));
}

/** No index, ever: the built-in vocabulary serves (an app built without a data directory, as most tests are). */
export const builtInKnowledgeOnly: OccupationKnowledge = {
  status: () => ({ occupations: 'built-in', reason: notInstalled }),
  index: async () => undefined,
};
