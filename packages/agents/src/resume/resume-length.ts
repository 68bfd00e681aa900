// The longest resume read line by line: a 17-page CV has about 900 lines with words. Past this, a document is no resume
// (or pastes one many times), and reading it costs the server's request thread seconds (99,000 one-letter lines: 9 s).
export const mostResumeLines = 2_500;

/** The text up to its `mostResumeLines`th line with words, and how many lines with words come after it. */
export function readableText(text: string): { text: string; unread: number } {
  let lines = 0;
  let index = 0;
  while (index < text.length) {
    const end = text.indexOf('\n', index);
    const next = end < 0 ? text.length : end + 1;
    if (/\S/.test(text.slice(index, next))) {
      lines++;
      if (lines > mostResumeLines) {
        const rest = text.slice(index);
        return { text: text.slice(0, index), unread: rest.split('\n').filter((line) => /\S/.test(line)).length };
      }
    }
    index = next;
  }
  return { text, unread: 0 };
}
