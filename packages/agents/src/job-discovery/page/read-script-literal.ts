// A value a page's script writes as a JavaScript literal rather than JSON (Jobylon's embed: `JBL.embed_v2['jobs'] = [{
// id: '355795', title: 'McDonald\u0027s …', }, ];`): keys without quotes, strings in single or double quotes with the
// language's escapes, commas after the last item. Read, never run: anything else (a call, a variable, an expression)
// makes the whole value unreadable.

/** How deep objects and arrays may nest before the value is refused. */
const maxDepth = 32;

type Cursor = { text: string; at: number; end: number };

/**
 * The literal a script assigns where `assignment` (a global pattern that ends just before the value, such as
 * /JBL\.embed_v2\['jobs'\]\s*=\s*()/g) first matches, read within `maxChars` of it. Undefined when there is none or it is
 * not a plain literal (objects, arrays, strings, numbers, true, false, null).
 */
export function readScriptLiteral(html: string, assignment: RegExp, maxChars: number): unknown {
  assignment.lastIndex = 0;
  if (!assignment.exec(html)) return undefined;
  const cursor: Cursor = { text: html, at: assignment.lastIndex, end: Math.min(html.length, assignment.lastIndex + maxChars) };
  try {
    return readValue(cursor, 0);
  } catch (error) {
    if (error instanceof LiteralError) return undefined;
    throw error;
  }
}

class LiteralError extends Error {}

function fail(): never {
  throw new LiteralError('not a plain literal');
}

/** Space, tab, the line ends, and the other white space a script allows between tokens. */
function isSpace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0xa0 || code === 0xfeff || code === 0x2028 || code === 0x2029;
}

function skipSpace(cursor: Cursor): void {
  while (cursor.at < cursor.end && isSpace(cursor.text.charCodeAt(cursor.at))) cursor.at++;
}

function peek(cursor: Cursor): string {
  skipSpace(cursor);
  if (cursor.at >= cursor.end) fail();
  return cursor.text[cursor.at]!;
}

function readValue(cursor: Cursor, depth: number): unknown {
  const char = peek(cursor);
  if (char === '{' || char === '[') {
    if (depth >= maxDepth) fail();
    return char === '{' ? readObject(cursor, depth + 1) : readArray(cursor, depth + 1);
  }
  if (char === "'" || char === '"') return readString(cursor);
  const word = readWord(cursor);
  if (word === 'true') return true;
  if (word === 'false') return false;
  if (word === 'null') return null;
  if (/^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i.test(word)) return Number(word);
  return fail();
}

/** `[a, b, ]`: the items in order, a comma after the last allowed. */
function readArray(cursor: Cursor, depth: number): unknown[] {
  cursor.at++;
  const items: unknown[] = [];
  while (peek(cursor) !== ']') {
    items.push(readValue(cursor, depth));
    if (peek(cursor) === ',') cursor.at++;
    else if (peek(cursor) !== ']') fail();
  }
  cursor.at++;
  return items;
}

/** `{key: value, 'key': value, }`: own keys only (no prototype's), a comma after the last allowed. */
function readObject(cursor: Cursor, depth: number): Record<string, unknown> {
  cursor.at++;
  const record: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  while (peek(cursor) !== '}') {
    const quote = peek(cursor);
    const key = quote === "'" || quote === '"' ? readString(cursor) : readWord(cursor);
    if (peek(cursor) !== ':') fail();
    cursor.at++;
    record[key] = readValue(cursor, depth);
    if (peek(cursor) === ',') cursor.at++;
    else if (peek(cursor) !== '}') fail();
  }
  cursor.at++;
  return record;
}

/** A letter, digit, `_`, `$`, `.`, `+` or `-`: what a bare key, a number, true, false or null are made of. */
function isWordCode(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a) ||
    code === 0x5f ||
    code === 0x24 ||
    code === 0x2e ||
    code === 0x2b ||
    code === 0x2d
  );
}

/** A bare word: a key without quotes, a number, true, false or null. */
function readWord(cursor: Cursor): string {
  const start = cursor.at;
  while (cursor.at < cursor.end && isWordCode(cursor.text.charCodeAt(cursor.at))) cursor.at++;
  if (cursor.at === start) fail();
  return cursor.text.slice(start, cursor.at);
}

const simpleEscapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', '0': '\0' };

/** A quoted string with JavaScript's escapes (\u0027, \u{1F600}, \x2D, \n, \' and the rest), its plain runs copied whole. */
function readString(cursor: Cursor): string {
  const quote = cursor.text.charCodeAt(cursor.at++);
  const parts: string[] = [];
  let run = cursor.at;
  while (cursor.at < cursor.end) {
    const code = cursor.text.charCodeAt(cursor.at);
    if (code !== quote && code !== 0x5c && code !== 0x0a && code !== 0x0d) {
      cursor.at++;
      continue;
    }
    parts.push(cursor.text.slice(run, cursor.at));
    cursor.at++;
    if (code === quote) return parts.join('');
    // A line end inside quotes ends no string a script could run.
    if (code !== 0x5c) fail();
    parts.push(readEscape(cursor));
    run = cursor.at;
  }
  return fail();
}

/** What the escape after a backslash stands for, the cursor past it. */
function readEscape(cursor: Cursor): string {
  if (cursor.at >= cursor.end) fail();
  const escaped = cursor.text[cursor.at++]!;
  if (escaped === 'u' && cursor.text[cursor.at] === '{') {
    const close = cursor.text.indexOf('}', cursor.at);
    const code = close > 0 && close < cursor.end ? cursor.text.slice(cursor.at + 1, close) : '';
    if (!/^[0-9a-f]{1,6}$/i.test(code) || parseInt(code, 16) > 0x10ffff) fail();
    cursor.at = close + 1;
    return String.fromCodePoint(parseInt(code, 16));
  }
  if (escaped === 'u' || escaped === 'x') {
    const length = escaped === 'u' ? 4 : 2;
    const code = cursor.text.slice(cursor.at, cursor.at + length);
    if (code.length !== length || !/^[0-9a-f]+$/i.test(code)) fail();
    cursor.at += length;
    return String.fromCharCode(parseInt(code, 16));
  }
  // A line continuation adds nothing.
  if (escaped === '\n') return '';
  return simpleEscapes[escaped] ?? escaped;
}
