// The server's production build: one ESM bundle per entry (the server, its pre-flight check and the
// two worker threads), run with plain `node`, no TypeScript loader. Our workspace packages
// (@seeker/agents, @seeker/contract export TypeScript) are bundled in; npm packages stay in
// node_modules (pdf.js, PGlite's WebAssembly and the fonts are read from there as they ship).
// Files the code reads beside itself (migrations, the job-board directory, the gazetteer) are copied next to the bundle,
// where `import.meta.url` then points. Decision 0019.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;
const src = path.join(root, 'src');
const out = path.join(root, 'dist');

/** Bare imports stay imports of node_modules, except our own workspace packages, which are TypeScript. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@seeker/') ? undefined : { path: args.path, external: true }));
  },
};

fs.rmSync(out, { recursive: true, force: true });
const started = performance.now();
const options = {
  outdir: out,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22.13',
  // Beside the entries: code that finds files from `import.meta.url` must see the same folder in any chunk.
  chunkNames: '[name]-[hash]',
  sourcemap: 'linked',
  // Stack traces name our functions; the bundle is read by operators, not shipped to browsers.
  minify: false,
  jsx: 'automatic',
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
  // A CommonJS package bundled into ESM may call require(); give it one.
  banner: { js: "import { createRequire as __seekerRequire } from 'node:module'; const require = __seekerRequire(import.meta.url);" },
};
await Promise.all([
  // The server and its pre-flight check share their code in chunks.
  build({ ...options, entryPoints: { main: path.join(src, 'main.ts'), preflight: path.join(src, 'preflight.ts') }, splitting: true }),
  // Each worker thread a bundle of its own: a chunk shared with the server would make the server load what
  // only a worker uses (React PDF, docx, mammoth: about 90 MB of memory in a process that never renders).
  // The names are the ones `new URL('./….worker.mjs', import.meta.url)` asks for; in src they are tsx wrappers.
  build({ ...options, entryPoints: { 'read-document.worker': path.join(src, 'documents/read-document.worker.ts') } }),
  build({ ...options, entryPoints: { 'render-document.worker': path.join(src, 'rendering/render-document.worker.ts') } }),
  build({ ...options, entryPoints: { 'read-page.worker': path.join(src, 'pages/read-page.worker.ts') } }),
  build({ ...options, entryPoints: { 'install-taxonomy.worker': path.join(src, 'taxonomy/install-taxonomy.worker.ts') } }),
]);
fs.cpSync(path.join(src, 'db/migrations'), path.join(out, 'migrations'), { recursive: true });
const directory = path.join(src, 'job-sources/directory');
fs.copyFileSync(path.join(directory, 'boards.csv'), path.join(out, 'boards.csv'));
fs.copyFileSync(path.join(directory, 'LICENSE'), path.join(out, 'boards.csv.LICENSE'));
fs.copyFileSync(path.join(directory, 'README.md'), path.join(out, 'boards.csv.README.md'));
// The gazetteer (packages/agents/src/places), read on first use from beside the code that reads it.
const places = path.join(root, '../../packages/agents/src/places');
fs.copyFileSync(path.join(places, 'places.json'), path.join(out, 'places.json'));
fs.copyFileSync(path.join(places, 'README.md'), path.join(out, 'places.README.md'));
console.log(`server bundled into ${path.relative(process.cwd(), out) || out} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
