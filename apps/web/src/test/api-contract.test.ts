import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiContract, noContent } from './api-contract';

const src = path.resolve(import.meta.dirname, '..');

/** The text of an object literal from just after its "{" to its matching "}". */
function balancedBraces(text: string, from: number) {
  let depth = 1;
  for (let at = from; at < text.length; at++) {
    if (text[at] === '{') depth++;
    if (text[at] === '}' && --depth === 0) return text.slice(from, at);
  }
  return text.slice(from);
}

/** Every apiFetch call in the app's own code that parses its answer with a schema: method and path. */
function fetchesWithSchema() {
  const files = fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|__tests__|^test[/\\]/.test(file));
  const calls: { file: string; method: string; path: string }[] = [];
  for (const file of files) {
    const text = fs.readFileSync(path.join(src, file), 'utf8');
    // A path may go through withBrowserZone(…), which only adds the browser's zone as its query.
    for (const match of text.matchAll(/apiFetch\(\s*(?:withBrowserZone\(\s*)?(`[^`]*`|'[^']*'|[\w.]+\([^)]*\))\s*\)?\s*,\s*\{/g)) {
      const target = match[1]!;
      const options = balancedBraces(text, match.index + match[0].length);
      if (!/\bschema:/.test(options)) continue;
      const method = /method:\s*'([A-Z]+)'/.exec(options)?.[1] ?? 'GET';
      // A path built by a helper ("settingsUrl(userId)") is read from that helper's template in the same file.
      const literal = /^[`']/.test(target) ? target : (new RegExp(`${target.split('(')[0]}[^=]*=[^\`']*(\`[^\`]*\`)`).exec(text)?.[1] ?? target);
      const apiPath = literal
        .slice(1, -1)
        // A value in the path is one segment; one glued to the path ("…research${query}") is its query string.
        .replace(/\/\$\{[^}]*\}/g, '/x')
        .replace(/\$\{[^}]*\}/g, '')
        .replace(/\?.*$/, '');
      calls.push({ file, method, path: apiPath });
    }
  }
  return calls;
}

describe('the contract the web tests hold fixtures to', () => {
  it('has every route the app parses with a schema, so no fixture escapes the check', () => {
    const calls = fetchesWithSchema();
    // Routes that answer 204 are called without a schema (nothing to parse): they are not counted.
    expect(calls.length).toBeGreaterThanOrEqual(apiContract.filter((route) => route.schema !== noContent).length - 2);
    const missing = calls.filter(({ method, path: apiPath }) => !apiContract.some((route) => route.method === method && route.path.test(apiPath)));
    expect(missing).toEqual([]);
  });
});
