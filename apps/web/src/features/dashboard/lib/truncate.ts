/** The first `max` characters then "...", or the text as is when it fits (spec part 1 section 2). */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}...`;
}
