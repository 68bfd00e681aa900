// The project's import graph, read once per lint run from the files on disk: what each source file
// imports (relative paths and the web's "@/" alias, resolved to files), for the boundary and cycle rules.
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const webSrc = path.join(root, 'apps/web/src');
const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

export const isTest = (file) => /\.test\.tsx?$|[/\\]__tests__[/\\]/.test(file);

/** `import … from 'x'`, `export … from 'x'` and `import 'x'`; `type` says the import is erased at run time. */
const importPattern = /(?:^|\n)[ \t]*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"\n]+)['"]/g;

/** The file an import names: a relative path or "@/…" in the web app, with or without its extension. */
export function resolveImport(fromFile, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(webSrc, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  base = path.normalize(base.replace(/\?.*$/, '')).replace(/[\\/]+$/, '');
  // TypeScript's bundler resolution reads "./x.js" as ./x.ts: so must these rules.
  const bases = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.jsx$/, '.tsx'), base.replace(/\.mjs$/, '.mts')];
  for (const candidateBase of new Set(bases)) {
    for (const extension of extensions) {
      const candidate = candidateBase + extension;
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
    }
  }
  return undefined;
}

/** The imports of one file's text: each with the file it names and whether it is only for types. */
export function importsOf(file, text) {
  const found = [];
  for (const [, , typeOnly, specifier] of text.matchAll(importPattern)) {
    const target = resolveImport(file, specifier);
    if (target) found.push({ specifier, target, typeOnly: Boolean(typeOnly) });
  }
  return found;
}

let cache = new Map();
/**
 * file → the files it imports at run time (type-only imports are erased, so they close no cycle), read
 * from disk the first time a rule asks about the file.
 */
function readImports(file) {
  let entries = cache.get(file);
  if (!entries) {
    entries = importsOf(file, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
    cache.set(file, entries);
  }
  return entries;
}

export const importGraph = {
  get: (file) =>
    new Set(
      readImports(file)
        .filter((entry) => !entry.typeOnly)
        .map((entry) => entry.target),
    ),
};

/** Every file a file imports, types included: what it depends on as design, not only at run time. */
export const dependencies = (file) => new Set(readImports(file).map((entry) => entry.target));

/** The source files under a folder of the project (tests included). */
export function sourceFilesIn(dir) {
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.split(path.sep).includes('node_modules'))
    .map((name) => path.join(absolute, name));
}

/** Forgets what was read, so the next rule reads the files again (tests that write files). */
export function forgetImportGraph() {
  cache = new Map();
  generation++;
}

let generation = 0;
/** Changes each time the graph is forgotten, so what was built from it is built again. */
export const graphGeneration = () => generation;

/** A shortest chain of nodes from `start` to `goal` in `edges`, or undefined. */
export function chainBetween(edges, start, goal) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  for (let index = 0; index < queue.length; index++) {
    const node = queue[index];
    if (node === goal) {
      const chain = [];
      for (let step = goal; step !== undefined; step = previous.get(step)) chain.unshift(step);
      return chain;
    }
    for (const next of edges.get(node) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** Whether an import names one of the project's own files (a relative path or the web's "@/"). */
export const isLocalSpecifier = (specifier) => specifier.startsWith('.') || specifier.startsWith('@/');

/**
 * Calls `check(node, target)` for every import or re-export of a file the rules can resolve, and
 * `unresolved(node)` for a local one they cannot (which would otherwise pass every rule unseen).
 */
export function onImports(context, check, unresolved = () => {}) {
  const visit = (node) => {
    if (!node.source || typeof node.source.value !== 'string') return;
    const target = resolveImport(context.filename, node.source.value);
    if (target) check(node, target, node.importKind === 'type' || node.exportKind === 'type');
    else if (isLocalSpecifier(node.source.value)) unresolved(node);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: (node) => node.source?.type === 'Literal' && visit(node),
  };
}
