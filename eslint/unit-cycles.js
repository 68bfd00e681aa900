// Cycles between units (server modules, web features), not only between files: a module that imports
// another which, through any chain, imports it back is one tangle, even when no single file chain closes.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const unitRoots = ['apps/server/src/modules', 'apps/web/src/features'].map((dir) => path.join(root, dir));
const webSrc = path.join(root, 'apps/web/src');
const isTest = (file) => /\.test\.tsx?$|\/__tests__\//.test(file);
const importPattern = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g;

/** The unit a file or import target is in, as "apps/…/modules/<name>", or undefined. */
function unitOf(file) {
  for (const unitRoot of unitRoots) {
    const rest = path.relative(unitRoot, file);
    if (rest && !rest.startsWith('..') && !path.isAbsolute(rest)) return path.join(unitRoot, rest.split(path.sep)[0]);
  }
  return undefined;
}

function targetOf(file, specifier) {
  if (specifier.startsWith('@/')) return path.join(webSrc, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  return undefined;
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)).filter((file) => /\.tsx?$/.test(file) && !isTest(file));
}

let cached;
/** unit → units it imports (tests left out: they do not run in the app). Read once per lint run. */
function unitGraph() {
  if (cached) return cached;
  cached = new Map();
  for (const unitRoot of unitRoots) {
    for (const file of sourceFiles(unitRoot)) {
      const from = unitOf(file);
      const edges = cached.get(from) ?? new Set();
      cached.set(from, edges);
      for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(importPattern)) {
        const target = targetOf(file, specifier);
        const to = target && unitOf(target);
        if (to && to !== from) edges.add(to);
      }
    }
  }
  return cached;
}

/** A path of units from `start` to `goal`, or undefined. */
function pathBetween(graph, start, goal) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const unit = queue.shift();
    if (unit === goal) {
      const chain = [];
      for (let step = goal; step !== undefined; step = previous.get(step)) chain.unshift(step);
      return chain;
    }
    for (const next of graph.get(unit) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, unit);
        queue.push(next);
      }
    }
  }
  return undefined;
}

const name = (unit) => path.basename(unit);

export const noUnitCycles = {
  meta: { type: 'problem', docs: { description: 'No cycle between server modules or between web features' }, schema: [] },
  create(context) {
    const file = context.filename;
    const from = unitOf(file);
    if (!from || isTest(file)) return {};
    const check = (node) => {
      const target = targetOf(file, node.source.value);
      const to = target && unitOf(target);
      if (!to || to === from) return;
      const back = pathBetween(unitGraph(), to, from);
      if (back) context.report({ node: node.source, message: `${name(from)} imports ${name(to)}, which imports it back: ${[from, ...back].map(name).join(' → ')}. Move what both need below them.` });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: (node) => node.source && check(node), ExportAllDeclaration: check };
  },
};
