import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileOccupations } from '../occupations/compile/compile-occupations';
import { findTaxonomyFiles } from '../occupations/compile/find-taxonomy-files';
import { buildOccupationIndex, type OccupationIndex } from '../occupations/occupation-index';

/** `../shared/data/taxonomy` beside this clone (or under SEEKER_SHARED_DATA), where CI has the ESCO and O*NET files. */
export function sharedTaxonomyDir(): string | undefined {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  const dataDir = process.env.SEEKER_SHARED_DATA ?? path.resolve(repoRoot, '../shared/data');
  const dir = path.join(dataDir, 'taxonomy');
  return existsSync(path.join(dir, 'ORIGIN.md')) ? dir : undefined;
}

let compiled: OccupationIndex | undefined;

/** The occupation index compiled from the shared files (seconds, once per test worker); undefined where they are absent. */
export function sharedOccupationIndex(): OccupationIndex | undefined {
  const folder = sharedTaxonomyDir();
  if (!folder) return undefined;
  compiled ??= buildOccupationIndex(compileOccupations(findTaxonomyFiles(folder), folder, (file) => readFileSync(file, 'utf8')));
  return compiled;
}
