export type JsonPath = (string | number)[];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every node of a JSON value, the root (`[]`) first, parents before children. */
export function listPaths(value: unknown, prefix: JsonPath = []): JsonPath[] {
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : isObject(value)
      ? Object.entries(value)
      : [];
  return [prefix, ...children.flatMap(([key, child]) => listPaths(child, [...prefix, key]))];
}

export function getAt(value: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], value);
}

/** A copy with the node at `path` replaced (the root when `path` is empty). */
export function setAt(value: unknown, path: JsonPath, next: unknown): unknown {
  if (path.length === 0) return next;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1]!] = next;
  return copy;
}

/** A copy without the node at `path`: an object loses the key, an array the element. */
export function deleteAt(value: unknown, path: JsonPath): unknown {
  const copy = structuredClone(value);
  const parent = getAt(copy, path.slice(0, -1));
  const key = path[path.length - 1]!;
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete (parent as Record<string | number, unknown>)[key];
  return copy;
}

/** A copy with an extra own key on the object at `path`, including keys like `__proto__` that assignment cannot create. */
export function addKeyAt(value: unknown, path: JsonPath, key: string, keyValue: unknown): unknown {
  const copy = structuredClone(value);
  const target = getAt(copy, path);
  Object.defineProperty(target, key, { value: keyValue, enumerable: true, configurable: true, writable: true });
  return copy;
}

export function formatPath(path: JsonPath) {
  return path.length === 0
    ? '(root)'
    : path
        .map((key) => (typeof key === 'number' ? `[${key}]` : key))
        .join('.')
        .replaceAll('.[', '[');
}

export { isObject };
