/** Spec part 2 section 9: the research summary is cut at 120 characters until "Read more". */
export const summaryLimit = 120;

export function clipSummary(text: string, limit = summaryLimit): { text: string; clipped: boolean } {
  if (text.length <= limit) return { text, clipped: false };
  return { text: `${text.slice(0, limit).trimEnd()}…`, clipped: true };
}
