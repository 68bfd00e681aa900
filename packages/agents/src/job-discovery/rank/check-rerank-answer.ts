import type { RerankAnswer } from './rerank-schema';

const markup = /<\/?[a-z!][^>]*>|&(?:[a-z]+|#\d+|#x[\da-f]+);/i;
const link = /[a-z][a-z\d+.-]*:\/\/|\bwww\.|\b(?:mailto|javascript|data):/i;
// Tabs and line breaks are flattened later; other control characters and bidi overrides have no place in a reason.
const control = /(?![\t\n\r])[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

/**
 * Why an answer cannot be used, or null: it must name only postings that were sent (0 to count - 1), each
 * at most once, at least one, with plain-text reasons. A model that was steered by a posting's text
 * tends to break exactly these rules, so the whole answer goes rather than a part of it.
 */
export function rerankAnswerProblem(answer: RerankAnswer, count: number): string | null {
  if (answer.order.length === 0) return 'it ranked no posting';
  const seen = new Set<number>();
  for (const item of answer.order) {
    if (!Number.isInteger(item.index) || item.index < 0 || item.index >= count) return `index ${item.index} is not one of the ${count} postings sent`;
    if (seen.has(item.index)) return `index ${item.index} appears more than once`;
    seen.add(item.index);
    if (markup.test(item.reason)) return `the reason for index ${item.index} contains HTML`;
    if (link.test(item.reason)) return `the reason for index ${item.index} contains a link`;
    if (control.test(item.reason)) return `the reason for index ${item.index} contains control characters`;
  }
  return null;
}
