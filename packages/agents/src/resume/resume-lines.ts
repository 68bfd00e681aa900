// List marks, and those a symbol font's bullet reads as where its file maps it to a plain character ("! Leadership").
const bulletPrefix = /^\s*(?:[•\-*▪◦‣–·●■○►✓➢➤➔→⇒✔◆♦❖□❑!]|\d{1,2}[.)])\s+/;

/** `indent`: how far in the line was written (a tab as four spaces), so a bullet under another ("  * Minor in Economics") shows. */
export type ResumeLine = { text: string; bullet: boolean; indent?: number };

/** The list mark a line opens with ("•", "!", "1."), or '' where it opens with none. */
export function bulletMark(raw: string): string {
  return bulletPrefix.exec(raw)?.[0].trim() ?? '';
}

/** A bullet written in from the left edge, under another ("  • M.T. in Elementary Education"). */
export function isNestedBullet(raw: string) {
  return bulletPrefix.test(raw) && /^(?: {2,}|\t)/.test(raw);
}

/** Non-empty lines, each trimmed, with the bullet mark taken off and remembered. */
export function readLines(lines: readonly string[]): ResumeLine[] {
  const read: ResumeLine[] = [];
  for (const raw of lines) {
    const bullet = bulletPrefix.test(raw);
    const text = raw.replace(bulletPrefix, '').replace(/\s+/g, ' ').trim();
    const indent = (/^[ \t]*/.exec(raw)?.[0] ?? '').replace(/\t/g, '    ').length;
    if (text !== '') read.push({ text, bullet, ...(indent > 0 ? { indent } : {}) });
  }
  return read;
}

/** A bullet broken over lines (as PDF text often is) reads on in lower case or after a comma. */
export function continuesBullet(previous: string, line: ResumeLine) {
  return !line.bullet && (/^[a-z(]/.test(line.text) || /[,;:&-]$/.test(previous));
}

/** A sentence rather than a heading or a header: long, or ending like prose. */
export function isSentence(text: string) {
  if (/\s[|•·]\s/.test(text)) return false;
  return text.split(' ').filter((word) => /\p{L}/u.test(word)).length >= 12 || /[.!]$/.test(text);
}
