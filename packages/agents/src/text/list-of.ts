/** "a", "a and b", "a, b and c" (or "a, b y c" with another word for "and"). */
export function listOf(items: readonly string[], and = 'and') {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}
