// The project's own lint rules of the layout (decision 0015): boundaries between layers and units,
// and no cycle between files or between units. One import graph (import-graph.js) serves all three.
import path from 'node:path';
import { chainBetween, dependencies, graphGeneration, importGraph, isTest, onImports, root, sourceFilesIn } from './import-graph.js';

const relative = (file) => path.relative(root, file);
const inside = (file, dir) => {
  const rest = path.relative(dir, file);
  return rest !== '' && !rest.startsWith('..') && !path.isAbsolute(rest);
};
const list = (value) => (Array.isArray(value) ? value : [value]).map((dir) => path.join(root, dir));

/** Zones: a file inside `target` may not import a file inside `from`, but for the paths in `except` (relative to `from`). */
export const boundaries = {
  meta: { type: 'problem', docs: { description: 'Imports keep to the layers and go through a unit’s index.ts' }, schema: [{ type: 'object' }] },
  create(context) {
    const zones = (context.options[0]?.zones ?? []).map((zone) => ({ ...zone, target: list(zone.target), from: list(zone.from) }));
    const file = context.filename;
    const mine = zones.filter((zone) => zone.target.some((target) => file === target || inside(file, target)));
    if (mine.length === 0) return {};
    const unresolved = (node) =>
      context.report({ node: node.source, message: `${node.source.value} names no file of the project, so the layout rules cannot check it.` });
    return onImports(
      context,
      (node, target) => {
        for (const zone of mine) {
          const from = zone.from.find((dir) => inside(target, dir));
          if (!from) continue;
          if ((zone.except ?? []).some((allowed) => path.join(from, allowed) === target || inside(target, path.join(from, allowed)))) continue;
          context.report({ node: node.source, message: `${node.source.value} is out of bounds here. ${zone.message}` });
          return;
        }
      },
      unresolved,
    );
  },
};

/** No two files import each other at run time, through any chain. */
export const noCycles = {
  meta: { type: 'problem', docs: { description: 'No import cycle between files' }, schema: [] },
  create(context) {
    const file = context.filename;
    return onImports(context, (node, target, typeOnly) => {
      if (typeOnly || target === file) return;
      const back = chainBetween(importGraph, target, file);
      if (back) context.report({ node: node.source, message: `Import cycle: ${[file, ...back].map(relative).join(' → ')}` });
    });
  },
};

const unitRoots = ['apps/server/src/modules', 'apps/web/src/features'].map((dir) => path.join(root, dir));
/** The server module or web feature a file is in, as its folder; undefined outside them. */
function unitOf(file) {
  for (const unitRoot of unitRoots) if (inside(file, unitRoot)) return path.join(unitRoot, path.relative(unitRoot, file).split(path.sep)[0]);
  return undefined;
}

/** unit → the units its (non-test) files import, types included (a unit's design depends on them too). */
function unitGraph() {
  const edges = new Map();
  for (const file of ['apps/server/src/modules', 'apps/web/src/features'].flatMap(sourceFilesIn)) {
    const from = unitOf(file);
    if (!from || isTest(file)) continue;
    const set = edges.get(from) ?? new Set();
    edges.set(from, set);
    for (const target of dependencies(file)) {
      const to = unitOf(target);
      if (to && to !== from) set.add(to);
    }
  }
  return edges;
}

let unitEdges;
function unitGraphOnce() {
  if (unitEdges?.generation !== graphGeneration()) unitEdges = { generation: graphGeneration(), edges: unitGraph() };
  return unitEdges.edges;
}

/** No two server modules, or two web features, import each other through any chain of units. */
export const noUnitCycles = {
  meta: { type: 'problem', docs: { description: 'No cycle between server modules or between web features' }, schema: [] },
  create(context) {
    const file = context.filename;
    const from = unitOf(file);
    if (!from || isTest(file)) return {};
    return onImports(context, (node, target) => {
      const to = unitOf(target);
      if (!to || to === from) return;
      const back = chainBetween(unitGraphOnce(), to, from);
      const name = (unit) => path.basename(unit);
      if (back)
        context.report({
          node: node.source,
          message: `${name(from)} imports ${name(to)}, which imports it back: ${[from, ...back].map(name).join(' → ')}. Move what both need below them.`,
        });
    });
  },
};

export const seekerPlugin = { rules: { boundaries, 'no-cycles': noCycles, 'no-unit-cycles': noUnitCycles } };
