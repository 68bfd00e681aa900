// One <script type="application/ld+json"> block's text → its value. Real pages ship broken JSON-LD
// (raw newlines in strings, JS comments, CDATA wrappers, a stray closing brace, JS-only escapes) that
// browsers and search engines still read, so a strict parse alone would lose real postings.

/**
 * The block's value: JSON.parse first, then once more on a repaired copy; undefined when neither
 * parses. Never throws.
 */
export function parseJsonLdBlock(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const strict = tryParse(trimmed);
  if (strict !== undefined) return strict;
  const repaired = repairJson(trimmed);
  return repaired === undefined ? undefined : tryParse(repaired);
}

function tryParse(text: string): unknown {
  try {
    // JSON.parse yields null only for the text "null", which holds no data either.
    return JSON.parse(text) ?? undefined;
  } catch {
    return undefined;
  }
}

const closerOf: Record<string, string> = { '{': '}', '[': ']' };

/**
 * A copy of `text` that JSON.parse may accept, in one linear pass (no regex backtracking, no recursion):
 * - outside strings: drops `//` and `/* *\/` comments, `<![CDATA[`, `]]>`, `<!--`, `-->`, commas
 *   before `}` or `]`, and everything after the first complete value (a trailing extra brace);
 * - inside strings: escapes raw control characters, turns `\xHH` into `\u00HH` and `\'` into `'`,
 *   keeps any other unknown escape as a literal backslash, and escapes a quote that cannot end the
 *   string (one not followed by `,` `:` `}` `]` or the end).
 * undefined when brackets do not match: guessing the missing half would invent structure.
 */
function repairJson(text: string): string | undefined {
  const out: string[] = [];
  const stack: string[] = [];
  // Index in `out` of the last significant character outside strings, to drop a trailing comma.
  let lastSignificant = -1;
  let started = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '"') {
      const end = copyString(text, i, out);
      lastSignificant = out.length - 1;
      i = end;
      started = true;
      continue;
    }
    const skipped = skipNoise(text, i);
    if (skipped > i) {
      i = skipped;
      continue;
    }
    if (char === '{' || char === '[') {
      stack.push(closerOf[char]!);
      started = true;
    } else if (char === '}' || char === ']') {
      // A closer with nothing open is the "trailing extra brace": the value is already complete.
      if (stack.length === 0) break;
      if (stack.pop() !== char) return undefined;
      if (lastSignificant >= 0 && out[lastSignificant] === ',') out[lastSignificant] = '';
    }
    out.push(char);
    if (!/\s/.test(char)) lastSignificant = out.length - 1;
    i += 1;
    if (started && stack.length === 0 && (char === '}' || char === ']')) break;
  }
  return stack.length === 0 ? out.join('') : undefined;
}

/** The index after a comment or CDATA/HTML-comment marker starting at `i`, or `i` when there is none. */
function skipNoise(text: string, i: number): number {
  if (text.startsWith('//', i)) {
    const end = text.indexOf('\n', i);
    return end === -1 ? text.length : end;
  }
  if (text.startsWith('/*', i)) {
    const end = text.indexOf('*/', i + 2);
    return end === -1 ? text.length : end + 2;
  }
  for (const marker of ['<![CDATA[', ']]>', '<!--', '-->']) {
    if (text.startsWith(marker, i)) return i + marker.length;
  }
  return i;
}

const validEscapes = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const controlEscapes: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };

/** Copies the string starting at the quote at `start` into `out`, repaired; returns the index after it. */
function copyString(text: string, start: number, out: string[]): number {
  out.push('"');
  let i = start + 1;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\\') {
      const next = text[i + 1];
      if (next === undefined) break;
      if (validEscapes.has(next)) {
        out.push(char, next);
        i += 2;
      } else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
        out.push(text.slice(i, i + 6));
        i += 6;
      } else if (next === 'x' && /^[0-9a-fA-F]{2}$/.test(text.slice(i + 2, i + 4))) {
        out.push(`\\u00${text.slice(i + 2, i + 4)}`);
        i += 4;
      } else if (next === "'") {
        out.push("'");
        i += 2;
      } else {
        // "C:\videos": the backslash was meant as a character.
        out.push('\\\\');
        i += 1;
      }
      continue;
    }
    if (char === '"') {
      if (endsString(text, i + 1)) {
        out.push('"');
        return i + 1;
      }
      out.push('\\"');
      i += 1;
      continue;
    }
    const code = char.charCodeAt(0);
    if (code < 0x20) out.push(controlEscapes[char] ?? `\\u${code.toString(16).padStart(4, '0')}`);
    else out.push(char);
    i += 1;
  }
  out.push('"');
  return text.length;
}

/** Whether a quote before `i` can close a string: what follows (past blanks) is `,` `:` `}` `]` or the end. */
function endsString(text: string, i: number): boolean {
  let j = i;
  while (j < text.length && /\s/.test(text[j]!)) j += 1;
  return j >= text.length || /[,:}\]]/.test(text[j]!) || text.startsWith('//', j) || text.startsWith('/*', j);
}
