import { readRecord } from '../sources/read-values';

/**
 * The object a page's script assigns where `assignment` (a global pattern ending at the object's opening brace, such as
 * `/window\.pageData\s*=\s*\{/g`) first matches, read as JSON (never run): up to the brace that closes it (braces inside
 * strings do not count). Undefined when there is none, when it does not close within `maxChars`, or when it is not JSON.
 */
export function readScriptObject(html: string, assignment: RegExp, maxChars: number): Record<string, unknown> | undefined {
  assignment.lastIndex = 0;
  const found = assignment.exec(html);
  if (!found) return undefined;
  const start = assignment.lastIndex - 1;
  const end = Math.min(html.length, start + maxChars);
  let depth = 0;
  let inString = false;
  for (let at = start; at < end; at++) {
    const char = html.charCodeAt(at);
    if (inString) {
      if (char === 0x5c)
        at++; // "\": the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b) depth++;
    else if (char === 0x7d && --depth === 0) {
      try {
        return readRecord(JSON.parse(html.slice(start, at + 1)));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
