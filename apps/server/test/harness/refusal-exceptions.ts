/**
 * What a refused (4xx) request may still change, by route key. Everything else must be exactly as it
 * was: a refusal that writes is a half-done operation. Keep this short and say why for each entry.
 *
 * Empty on purpose. The candidate was `session` on better-auth's sign-in endpoints, but no refused
 * sign-in changed it in any run, and an entry would only hide a half-finished sign-in. Accepted
 * requests (2xx) may change anything: the fuzzer takes a new snapshot after each.
 */
export const refusalExceptions: Record<string, readonly string[]> = {};

export function tablesAllowedToChange(routeKey: string): readonly string[] {
  return refusalExceptions[routeKey] ?? [];
}
