// First-load JavaScript of the built web app: what index.html makes every visitor download before the
// first screen (the sign-in page, for a visitor without a session), raw, gzip and brotli, beside the
// code split out for later (KB = 1024 bytes). Prints figures; never passes or fails.
// Run after `npm run build`: npx tsx bench/web-first-load.ts [dist dir]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot } from '../apps/web/e2e/support/server';

type Sizes = { raw: number; gzip: number; brotli: number };

/** The bytes a client that takes gzip or br gets: the build's precompressed copy, else compressed here alike. */
function sizesOf(file: string): Sizes {
  const raw = fs.readFileSync(file);
  const copy = (suffix: string) => (fs.existsSync(`${file}.${suffix}`) ? fs.statSync(`${file}.${suffix}`).size : undefined);
  return {
    raw: raw.length,
    gzip: copy('gz') ?? zlib.gzipSync(raw, { level: 9 }).length,
    brotli: copy('br') ?? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Scripts index.html loads: the entry and every chunk it preloads (Vite lists all static imports). */
function firstLoadScripts(dist: string): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)];
  return sources.map((match) => path.join(dist, match[1] ?? match[2]!));
}

function sum(list: Sizes[]): Sizes {
  return list.reduce((total, sizes) => ({ raw: total.raw + sizes.raw, gzip: total.gzip + sizes.gzip, brotli: total.brotli + sizes.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const row = (name: string, sizes: Sizes) => `${name.padEnd(44)} ${kb(sizes.raw)} ${kb(sizes.gzip)} ${kb(sizes.brotli)}`;

function measureFirstLoad(dist: string) {
  const first = firstLoadScripts(dist);
  const allScripts = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(dist, 'assets', name));
  const later = allScripts.filter((file) => !first.includes(file));
  return { first: first.map((file) => ({ file, ...sizesOf(file) })), later: sum(later.map(sizesOf)), laterCount: later.length };
}

const dist = path.resolve(process.argv[2] ?? path.join(repoRoot, 'apps/web/dist'));
const { first, later, laterCount } = measureFirstLoad(dist);
const total = sum(first);
console.log(`first-load JavaScript of ${path.relative(process.cwd(), dist) || dist}:`);
console.log(`${''.padEnd(44)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`);
for (const script of first) console.log(row(path.relative(dist, script.file), script));
console.log(row(`total (${first.length} files)`, total));
console.log(`gzip is ${((total.gzip / total.raw) * 100).toFixed(0)}% of raw, brotli ${((total.brotli / total.raw) * 100).toFixed(0)}%`);
// The budget for the first load, as a share rather than a verdict.
console.log(`gzip first load is ${((total.gzip / 1024 / 150) * 100).toFixed(0)}% of the 150 KB budget`);
console.log(row(`loaded on demand (${laterCount} files)`, later));
