import { findHeaderDates } from './dates';
import { withoutDates } from './only-dates';
import { endsMidPhrase } from './ends-mid-phrase';
import type { ResumeLine } from './resume-lines';
import { isAnchor } from './role-header-lines';

/** A word broken at the line's end by its own hyphen ("Saint-" over "Pétersbourg"). */
const brokenWord = /\p{L}-$/u;

/** The header's words, its dates left out, end in the middle of a phrase or a word ("2025.02 - heute" ends with its dates). */
function endsMidWord(text: string): boolean {
  const words = withoutDates(text).trim();
  return words !== '' && text.trimEnd().endsWith(words.split(/\s+/).at(-1)!) && (brokenWord.test(words) || endsMidPhrase(words));
}

/**
 * The lines with each role's dated line (an anchor: isAnchor) that a narrow page wrapped in the middle of a phrase
 * ("2017/2018 ATER, UFR de" over "Langue française, Sorbonne Université Lettres", "… Institut français de Saint-" over
 * "Pétersbourg.") made one with the line under it, where neither is a list's item (a listed sentence that wraps is a
 * duty) and that line states no dates; and where the dated lines are now. A line is judged a role's dated line as
 * written: joined, it may read longer than a header is.
 */
export function withWrappedRoleHeaders(lines: readonly ResumeLine[]): { lines: ResumeLine[]; anchors: number[] } {
  const joined: ResumeLine[] = [];
  const anchors: number[] = [];
  let lastAnchor = -1;
  for (const line of lines) {
    const above = joined.at(-1);
    const text = above?.text.trimEnd() ?? '';
    const wrapped =
      above !== undefined &&
      lastAnchor === joined.length - 1 &&
      !above.bullet &&
      !line.bullet &&
      findHeaderDates(line.text) === null &&
      endsMidWord(text);
    if (wrapped) {
      // (The full stop that ends the wrapped line ends the header, not a sentence: "… de Saint-" over "Pétersbourg.")
      const rest = line.text.trim().replace(/(?<=\p{L}{2})\.$/u, '');
      joined[joined.length - 1] = { ...above, text: brokenWord.test(text) ? `${text}${rest}` : `${text} ${rest}` };
      // Only once: the line under a joined header is read as it is.
      lastAnchor = -1;
      continue;
    }
    joined.push(line);
    if (isAnchor(line)) {
      lastAnchor = joined.length - 1;
      anchors.push(lastAnchor);
    }
  }
  return { lines: joined, anchors };
}
