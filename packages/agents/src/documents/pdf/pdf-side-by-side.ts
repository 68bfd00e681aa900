import { formLabels, median, minimumColumnLines, sameBaseline, sidesOf, type Gutter } from './pdf-column-sides';
import { lineText, type TextRow } from './pdf-lines';

/** Baselines this many font sizes apart, with nothing between them across the page, set two parts of a band apart. */
const partGap = 2.5;

/** A band's rows in parts, split where an empty strip across the whole width stands between two rows. */
export function bandParts(band: readonly TextRow[]): TextRow[][] {
  const parts: TextRow[][] = [];
  band.forEach((row, index) => {
    const above = band[index - 1];
    if (!above || above.y - row.y >= partGap * Math.max(above.fontSize, row.fontSize)) parts.push([row]);
    else parts.at(-1)!.push(row);
  });
  return parts;
}

/**
 * Two sections set side by side, each under a heading of its own ("Formazione" beside "Certificazioni", each heading
 * larger than what follows it and on one baseline with the other): the left section, then the right, though their
 * lines share baselines as a table's cells do. Undefined for anything else (a table's header row is set as its cells).
 */
export function sectionsSideBySide(part: readonly TextRow[], gutter: Gutter): { left: TextRow[]; right: TextRow[] } | undefined {
  const { left, right } = sidesOf(part, gutter);
  if (left.length < minimumColumnLines || right.length < minimumColumnLines) return undefined;
  const [leftTop, rightTop] = [left[0]!, right[0]!];
  // A heading: a few words, no figure, no colon (a form's "Februari 2010 - Februari 2011:" labels its values).
  const heads = (side: readonly TextRow[]) => {
    const text = lineText(side[0]!.items).trim();
    return side[0]!.fontSize >= median(side.slice(1).map((row) => row.fontSize)) + 1 && text.split(/\s+/).length <= 4 && !/[\d:]/.test(text);
  };
  const level = Math.abs(leftTop.y - rightTop.y) <= sameBaseline * Math.max(leftTop.fontSize, rightTop.fontSize);
  return level && heads(left) && heads(right) && !formLabels(left, right) ? { left, right } : undefined;
}
