import fs from 'node:fs';
import path from 'node:path';

const mb = 1024 * 1024;
/** PostgreSQL's own default, and the most an embedded database gets. */
const mostMb = 128;
const leastMb = 16;

/** Bytes of the files under `folder`; 0 when there is none yet. */
function folderBytes(folder: string): number {
  if (!fs.existsSync(folder)) return 0;
  let total = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/**
 * What the tables of the database in use take: the largest folder under base/ (one per database; the
 * others are the templates' empty catalogs, 7 MB each).
 */
function databaseBytes(dataDir: string): number {
  const base = path.join(dataDir, 'base');
  if (!fs.existsSync(base)) return 0;
  const databases = fs.readdirSync(base, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return Math.max(0, ...databases.map((entry) => folderBytes(path.join(base, entry.name))));
}

/**
 * PostgreSQL's shared buffers for an embedded database. PGlite allocates all of them when it starts, and
 * so keeps them resident: at PostgreSQL's default of 128 MB they were a third of an idle server's memory.
 * A database gets as many as its tables take on disk (all of it cached, none idle), at least 16 MB and at
 * most 128 MB: a small install stays small, and a large postings index keeps the cache its queries need.
 * Sized when the database opens (a restart gives a grown database more).
 */
export function pgliteSharedBuffers(dataDir: string | undefined, image: Blob | undefined): string {
  const bytes = dataDir ? databaseBytes(dataDir) : (image?.size ?? 0);
  return `${Math.min(mostMb, Math.max(leastMb, Math.ceil(bytes / mb)))}MB`;
}
