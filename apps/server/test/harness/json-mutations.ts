import { addKeyAt, deleteAt, formatPath, getAt, listPaths, setAt } from './json-paths';

export type JsonMutation = { name: string; value: unknown };

const wrongTypes: Record<string, unknown> = { number: 123456789, string: 'fuzz', boolean: true, null: null, array: [], object: {} };

/** Strings that have broken servers: PostgreSQL refuses NUL, a lone surrogate is not Unicode, the rest probe limits and escaping. */
export const hostileStrings: Record<string, string> = {
  'NUL in a string': 'a\u0000b',
  'lone surrogate': 'a\ud800b',
  '100 KB string': 'x'.repeat(100 * 1024),
  'HTML string': '<img src=x onerror=alert(1)>',
};

/** Set on Object.prototype only if a request body managed to pollute it; checked after every request. */
export const pollutionMarker = 'harnessPolluted';

function typeOf(value: unknown) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * The example body bent at every node: each wrong type, each hostile string, the node removed, and on
 * objects an unknown key and the prototype-pollution keys. Deterministic: same example, same list.
 */
export function jsonMutations(example: unknown): JsonMutation[] {
  return listPaths(example).flatMap((path) => {
    const where = formatPath(path);
    const node = getAt(example, path);
    const mutations: JsonMutation[] = [];
    for (const [type, value] of Object.entries(wrongTypes)) {
      if (type !== typeOf(node)) mutations.push({ name: `${where}: ${type} instead of ${typeOf(node)}`, value: setAt(example, path, value) });
    }
    for (const [name, value] of Object.entries(hostileStrings)) mutations.push({ name: `${where}: ${name}`, value: setAt(example, path, value) });
    if (path.length > 0) mutations.push({ name: `${where}: missing`, value: deleteAt(example, path) });
    if (typeOf(node) === 'object') {
      mutations.push(
        { name: `${where}: extra unknown key`, value: addKeyAt(example, path, 'harnessUnknownKey', 'x') },
        { name: `${where}: __proto__ key`, value: addKeyAt(example, path, '__proto__', { [pollutionMarker]: true }) },
        { name: `${where}: constructor key`, value: addKeyAt(example, path, 'constructor', { prototype: { [pollutionMarker]: true } }) },
      );
    }
    return mutations;
  });
}

/** `depth` nested arrays, or objects, as JSON text (built as text: no stack needed to make it). */
export function deepJson(depth: number, kind: 'arrays' | 'objects') {
  return kind === 'arrays' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}
