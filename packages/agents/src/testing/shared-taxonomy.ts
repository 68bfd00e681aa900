import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { compileOccupations } from '../occupations/compile/compile-occupations';
import { findTaxonomyFiles } from '../occupations/compile/find-taxonomy-files';
import { buildOccupationIndex, type OccupationIndex } from '../occupations/occupation-index';
import { occupationIndexFormat, type OccupationIndexData } from '../occupations/occupation-index-data';
import { sharedDataFolder } from './shared-data';

/** `../shared/data/taxonomy` beside this clone (or under SEEKER_SHARED_DATA), where CI has the ESCO and O*NET files. */
export function sharedTaxonomyDir(): string | undefined {
  return sharedDataFolder('taxonomy', 'ORIGIN.md');
}

let compiled: OccupationIndex | undefined;

// The code that decides what the compiled index holds: a change to it compiles afresh.
const compilingCode = [
  '../occupations/compile/',
  '../occupations/occupation-index-data.ts',
  '../occupations/title-words.ts',
  '../resume/function-words.ts',
  '../text/without-accents.ts',
].map((relative) => fileURLToPath(new URL(relative, import.meta.url)));

function compiledCacheFile(folder: string) {
  const hash = createHash('sha256')
    .update(String(occupationIndexFormat))
    .update(readFileSync(path.join(folder, 'MANIFEST.tsv')));
  for (const file of compilingCode) {
    const files = file.endsWith(path.sep) ? readdirSync(file).map((name) => path.join(file, name)) : [file];
    for (const each of files.sort()) hash.update(readFileSync(each));
  }
  return path.join(tmpdir(), 'seeker-test-taxonomy', `${hash.digest('hex').slice(0, 16)}.json.gz`);
}

/**
 * The occupation index compiled from the shared files, once per test worker; undefined where they are absent. The
 * compiled data is kept in the system's temporary folder for the other workers of the run (compiling takes ten
 * seconds and half a gigabyte; reading it back, a few).
 */
export function sharedOccupationIndex(): OccupationIndex | undefined {
  const folder = sharedTaxonomyDir();
  if (!folder) return undefined;
  if (compiled) return compiled;
  const cache = existsSync(path.join(folder, 'MANIFEST.tsv')) ? compiledCacheFile(folder) : undefined;
  let data: OccupationIndexData | undefined;
  if (cache && existsSync(cache)) {
    try {
      data = JSON.parse(gunzipSync(readFileSync(cache)).toString('utf8')) as OccupationIndexData;
    } catch {
      data = undefined;
    }
  }
  if (!data) {
    data = compileOccupations(findTaxonomyFiles(folder), folder, (file) => readFileSync(file, 'utf8'));
    if (cache) {
      mkdirSync(path.dirname(cache), { recursive: true });
      const partial = `${cache}.${process.pid}.partial`;
      writeFileSync(partial, gzipSync(JSON.stringify(data), { level: 1 }));
      renameSync(partial, cache);
    }
  }
  compiled = buildOccupationIndex(data);
  return compiled;
}
