import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sharedDataFolder } from '../shared-data';

/**
 * The real resume files in the steering repository's `shared/data/resumes/` (dev/ and holdout/, with
 * ORIGINS.md): read in place, never copied into this repository. The clone sits beside `shared/`;
 * SEEKER_SHARED_DATA names another `data` folder.
 */
export function sharedResumesDir(): string | undefined {
  return sharedDataFolder('resumes', 'ORIGINS.md');
}

export type ResumeFileSet = 'dev' | 'holdout';

export type RealResumeFile = {
  set: ResumeFileSet;
  /** The file's path under the resumes folder, e.g. `dev/livecareer/en_layout1_chef_01.pdf`. */
  file: string;
  absolutePath: string;
  /** The name as a person's computer would send it (the last segment). */
  fileName: string;
};

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
}

/** Every file of the set (or of both), sorted by path; [] when the shared data is absent. */
export function realResumeFiles(sets: readonly ResumeFileSet[] = ['dev', 'holdout']): RealResumeFile[] {
  const root = sharedResumesDir();
  if (!root) return [];
  return sets.flatMap((set) =>
    walk(path.join(root, set)).map((absolutePath) => ({
      set,
      file: path.relative(root, absolutePath).split(path.sep).join('/'),
      absolutePath,
      fileName: path.basename(absolutePath),
    })),
  );
}
