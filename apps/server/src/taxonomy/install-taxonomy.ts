import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { compileOccupations, findTaxonomyFiles, indexDataLines, type TaxonomySource } from '@seeker/agents';
import { occupationIndexPath } from './taxonomy-files';

export type InstallSummary = {
  file: string;
  sources: TaxonomySource[];
  bytes: number;
  occupations: number;
  titles: number;
  skills: number;
  sourceCount: number;
  milliseconds: number;
};

/**
 * Compiles ESCO's and O*NET's files found under a folder into DATA_DIR's occupation index (decision 0046). The index
 * is written beside its final name and renamed into place, so a server reading it never sees half a file.
 */
export function installTaxonomy({ from, dataDir }: { from: string; dataDir: string }): InstallSummary {
  const started = performance.now();
  const folder = path.resolve(from);
  const data = compileOccupations(findTaxonomyFiles(folder), folder, (file) => readFileSync(file, 'utf8'));
  // Files of the right names with no rows that read (unknown columns, another file under the name): the index in
  // use is kept rather than replaced by an empty one.
  if (data.occupations.length === 0 || data.titles.length === 0)
    throw new Error(`the files under ${folder} hold no occupations or job titles Seeker can read; the occupations in use are kept.`);
  const file = occupationIndexPath(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, gzipSync(indexDataLines(data), { level: 6 }));
  renameSync(partial, file);
  return {
    file,
    bytes: statSync(file).size,
    occupations: data.occupations.length,
    titles: data.titles.length,
    skills: data.skills.length,
    sourceCount: data.sources.length,
    sources: data.sources,
    milliseconds: Math.round(performance.now() - started),
  };
}
