/**
 * Whether a `Prefer` request header (RFC 7240) asks for `respond-async`: preferences are separated by
 * commas outside quoted values, each a token with optional `=value` and `;` parameters, matched without
 * regard to case. Anything else in the header is ignored, as the RFC asks.
 */
export function prefersRespondAsync(header: string | string[] | undefined): boolean {
  const values = Array.isArray(header) ? header : header === undefined ? [] : [header];
  return values.some((value) => preferences(value).some((preference) => preference.split(/[;=]/, 1)[0]!.trim().toLowerCase() === 'respond-async'));
}

/** The header's preferences: split at the commas that are not inside a quoted string (where `\` escapes). */
function preferences(value: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let quoted = false;
  for (let index = 0; index < value.length; index++) {
    const char = value[index];
    if (quoted && char === '\\') index++;
    else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      parts.push(value.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(value.slice(start));
  return parts;
}
