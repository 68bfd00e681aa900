import type { JsonSchema } from './openapi-document';
import { getAt, listPaths, setAt, type JsonPath } from './json-paths';
import { idFieldPaths } from './user-id-fields';

export const aliceCanary = 'Zq7AliceCanary4u';
export const bobCanary = 'Xk3BobCanary9w';

function schemaAt(schema: JsonSchema, path: JsonPath): JsonSchema {
  return path.reduce<JsonSchema>((node, key) => (typeof key === 'number' ? (node.items ?? {}) : (node.properties?.[key] ?? {})), schema);
}

function tagged(value: string, canary: string) {
  return value ? `${value} ${canary}` : canary;
}

/** Whether the schema visibly lets a string carry the canary; refinements it cannot show are found by sending. */
function fits(schema: JsonSchema, value: string, canary: string) {
  if (schema.enum || schema.pattern || schema.format) return false;
  return schema.maxLength === undefined || tagged(value, canary).length <= schema.maxLength;
}

/** The body with the canary added to every free-text string (never to user-id fields), and where it went. */
export function tagStrings(body: unknown, schema: JsonSchema, canary: string): { body: unknown; paths: JsonPath[] } {
  const ids = new Set(idFieldPaths(body).map((path) => path.join('.')));
  const paths = listPaths(body).filter((path) => {
    const value = getAt(body, path);
    return typeof value === 'string' && !ids.has(path.join('.')) && fits(schemaAt(schema, path), value, canary);
  });
  return { body: paths.reduce((current, path) => setAt(current, path, tagged(getAt(body, path) as string, canary)), body), paths };
}

/**
 * The body paths a 400 names: `details[].path`, or the path in "Invalid body <path>: …". Numeric
 * segments are array indexes.
 */
export function refusedPaths(errorBody: unknown): JsonPath[] {
  const error = (errorBody as { error?: { message?: string; details?: { path?: string }[] } } | undefined)?.error;
  const fromDetails = (error?.details ?? []).map((detail) => detail.path).filter((path): path is string => Boolean(path));
  const fromMessage = /^Invalid body ([^:\s]+):/.exec(error?.message ?? '')?.[1];
  const dotted = fromDetails.length > 0 ? fromDetails : fromMessage ? [fromMessage] : [];
  return dotted.map((path) => path.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)));
}
