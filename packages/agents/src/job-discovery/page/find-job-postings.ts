import { readRecord } from '../sources/read-values';
import { isJobPostingType } from './read-microdata';

const maxDepth = 20;
/** Nodes looked at per block: a JobPosting sits near the top; a huge product catalogue is not worth walking. */
const maxNodes = 20_000;

/**
 * The JobPosting objects in one parsed JSON-LD value, in document order: at the top, in top-level arrays,
 * in `@graph`, or nested (WebPage.mainEntity). Walked with an explicit stack, at most 20 levels deep.
 */
export function findJobPostings(value: unknown): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let visited = 0;
  while (stack.length && visited < maxNodes) {
    const { value: node, depth } = stack.pop()!;
    visited += 1;
    if (depth > maxDepth) continue;
    const record = readRecord(node);
    if (record && hasJobPostingType(record['@type'])) {
      found.push(record);
      continue;
    }
    const children: unknown[] = Array.isArray(node) ? node : record ? Object.values(record) : [];
    // Reversed so the first child is popped first: document order.
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const child = children[i];
      if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: depth + 1 });
    }
  }
  return found;
}

function hasJobPostingType(type: unknown): boolean {
  if (typeof type === 'string') return isJobPostingType(type);
  return Array.isArray(type) && type.some((entry) => typeof entry === 'string' && isJobPostingType(entry));
}
