import { readFileSync } from 'node:fs';
import { compileOccupations } from '../occupations/compile/compile-occupations';
import { findTaxonomyFiles } from '../occupations/compile/find-taxonomy-files';
import { buildOccupationIndex, type OccupationIndex } from '../occupations/occupation-index';
import { sharedDataFolder } from './shared-data';

/** `../shared/data/taxonomy` beside this clone (or under SEEKER_SHARED_DATA), where CI has the ESCO and O*NET files. */
export function sharedTaxonomyDir(): string | undefined {
  return sharedDataFolder('taxonomy', 'ORIGIN.md');
}

let compiled: OccupationIndex | undefined;

/** The occupation index compiled from the shared files (seconds, once per test worker); undefined where they are absent. */
export function sharedOccupationIndex(): OccupationIndex | undefined {
  const folder = sharedTaxonomyDir();
  if (!folder) return undefined;
  compiled ??= buildOccupationIndex(compileOccupations(findTaxonomyFiles(folder), folder, (file) => readFileSync(file, 'utf8')));
  return compiled;
}
