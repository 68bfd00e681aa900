import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const compressible = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/i;
/** Below this a compressed copy saves next to nothing; index.html (~0.9 KB, on every first visit) stays above it. */
const minBytes = 512;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `file.br` and `file.gz` beside `file`, each only when it is smaller than the original. */
async function compressFile(file: string) {
  const raw = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < raw.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < raw.length) await fs.writeFile(`${file}.gz`, gz);
}

/** Compresses every text file of `dir` (recursively) of at least `minBytes`. */
export async function precompressDir(dir: string): Promise<void> {
  const targets: string[] = [];
  for (const file of await filesUnder(dir)) {
    if (!compressible.test(file)) continue;
    if ((await fs.stat(file)).size >= minBytes) targets.push(file);
  }
  await Promise.all(targets.map(compressFile));
}

/**
 * Compresses the build once, at maximum level, so the server sends `.br`/`.gz` files from disk
 * (@fastify/static `preCompressed`) instead of compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'seeker:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every file, index.html and the public folder included, is on disk.
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
