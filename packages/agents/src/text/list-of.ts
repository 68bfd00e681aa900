/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]) {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
