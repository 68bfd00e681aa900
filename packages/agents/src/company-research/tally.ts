export type NamedCount = { name: string; count: number };

/** Case-insensitive first, then exact: the order never depends on the input's order or the ICU build. */
export function compareNames(a: string, b: string): number {
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  if (la !== lb) return la < lb ? -1 : 1;
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export function byCountThenName(a: NamedCount, b: NamedCount): number {
  return b.count - a.count || compareNames(a.name, b.name);
}

/** The spelling used most often; ties go to the first in name order so the result is deterministic. */
export function mostCommon(spellings: Map<string, number>): string {
  let best = '';
  let bestCount = 0;
  for (const [spelling, count] of spellings) {
    if (count > bestCount || (count === bestCount && compareNames(spelling, best) < 0)) {
      best = spelling;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Counts values by key (values whose key is '' are skipped) and names each group by its most common
 * spelling, largest groups first.
 */
export function tally(values: string[], keyOf: (value: string) => string): NamedCount[] {
  const groups = new Map<string, Map<string, number>>();
  for (const value of values) {
    const spelling = value.trim();
    const key = keyOf(spelling);
    if (key === '') continue;
    const spellings = groups.get(key) ?? new Map<string, number>();
    spellings.set(spelling, (spellings.get(spelling) ?? 0) + 1);
    groups.set(key, spellings);
  }
  return [...groups.values()].map((spellings) => ({ name: mostCommon(spellings), count: sum(spellings.values()) })).sort(byCountThenName);
}

function sum(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
