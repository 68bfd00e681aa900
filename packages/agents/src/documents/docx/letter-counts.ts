/** Letters (anything but white space) in a piece of text, counted without copying it (a paragraph can be megabytes). */
export function letterCount(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index++) if (!isSpace(text.charCodeAt(index))) count++;
  return count;
}

/** What `\s` matches, by its code. */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** The value counted most (the first of those counted as often); undefined where none is counted. */
export function mostOf(counts: ReadonlyMap<number, number>): number | undefined {
  let best: number | undefined;
  let most = 0;
  for (const [value, count] of counts) if (count > most) [best, most] = [value, count];
  return best;
}
