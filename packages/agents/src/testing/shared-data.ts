import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A folder of the steering repository's `shared/data/` (read in place, never copied into this repository), where
 * its marker file stands: the clone sits beside `shared/`; SEEKER_SHARED_DATA names another `data` folder.
 */
export function sharedDataFolder(folder: string, marker: string): string | undefined {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  const dataDir = process.env.SEEKER_SHARED_DATA ?? path.resolve(repoRoot, '../shared/data');
  const dir = path.join(dataDir, folder);
  return existsSync(path.join(dir, marker)) ? dir : undefined;
}
