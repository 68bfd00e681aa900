/**
 * Whether a `Prefer` request header (RFC 7240) asks for `respond-async`: preferences are separated by
 * commas, each a token with optional `=value` and `;` parameters, matched without regard to case.
 */
export function prefersRespondAsync(header: string | string[] | undefined): boolean {
  const values = Array.isArray(header) ? header : header === undefined ? [] : [header];
  return values.some((value) => value.split(',').some((preference) => preference.split(/[;=]/, 1)[0]!.trim().toLowerCase() === 'respond-async'));
}
