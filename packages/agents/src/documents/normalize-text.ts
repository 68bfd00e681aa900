/** Collapses runs of spaces and blank lines, so text from any format reads the same. */
export function normalizeText(text: string, maxLength: number): string {
  // Normalising shrinks text, so twice the cap is enough input and keeps the regexes cheap.
  return text
    .slice(0, maxLength * 2)
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, maxLength);
}
