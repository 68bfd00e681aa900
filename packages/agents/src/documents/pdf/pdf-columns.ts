import type { PdfTextItem } from './pdf-items';
import { alignedShare, formLabels, median, middle, minimumColumnLines, sameBaseline, sidesOf, type Gutter } from './pdf-column-sides';
import { lineText, makeRow, type TextRow } from './pdf-lines';
import { bandParts, sectionsSideBySide } from './pdf-side-by-side';

export type { Gutter } from './pdf-column-sides';

/** A gutter is at least this many font sizes wide: wider than any word space. */
const minimumGutterWidth = 0.8;
/** Lines that may cross a gutter (a name or a rule of text over both columns), as a share of all lines. */
const maximumCrossingShare = 0.25;
/** Two lines of one column are neighbours when their baselines are at most this many font sizes apart. */
const neighbourDistance = 2.2;
/** How far above a column's first line, in its own font sizes, a line on that side alone still heads the column. */
const headingReach = 4;
/**
 * A side whose lines nearly all sit on a baseline of the other side is part of a table or a list (bullets
 * hanging beside their text, dates beside each role), read line by line.
 */
const tableShare = 0.9;
/** Columns inside a column are looked for once more (three-column pages), no deeper. */
const maximumDepth = 2;

const crosses = (row: TextRow, gutter: Gutter) => row.items.some((item) => item.x < gutter.right && item.x + item.width > gutter.left);

/** How many lines cover each strip of the page, `binWidth` points wide from `start`. */
function coverage(rows: readonly TextRow[], start: number, binWidth: number, bins: number): Int32Array {
  const steps = new Int32Array(bins + 1);
  for (const row of rows) {
    let covered = 0; // bins before this one are counted for this row already
    for (const item of row.items) {
      const first = Math.max(covered, Math.floor((item.x - start) / binWidth));
      const end = Math.min(bins, Math.ceil((item.x + item.width - start) / binWidth));
      if (end <= first) continue;
      steps[first]! += 1;
      steps[end]! -= 1;
      covered = Math.max(covered, end);
    }
  }
  const counts = new Int32Array(bins);
  let running = 0;
  for (let bin = 0; bin < bins; bin++) counts[bin] = running += steps[bin]!;
  return counts;
}

/** The widest stretch of bins within [from, to) where the count is at its lowest. */
function leastCovered(counts: Int32Array, from: number, to: number): [number, number] {
  let lowest = Infinity;
  for (let bin = from; bin < to; bin++) lowest = Math.min(lowest, counts[bin]!);
  let best: [number, number] = [from, from + 1];
  for (let bin = from; bin < to;) {
    if (counts[bin] !== lowest) {
      bin++;
      continue;
    }
    let end = bin;
    while (end < to && counts[end] === lowest) end++;
    if (end - bin > best[1] - best[0]) best = [bin, end];
    bin = end;
  }
  return best;
}

/** A list's mark alone ("•", "–"): it hangs beside its text, so it says nothing of which column a line is in. */
const markOnly = /^[\p{P}\p{S}\s]+$/u;

/**
 * Lines with text on each side of the gutter, among those that do not cross it; a list's marks are no text (the strip
 * between a column's bullets and its lines is no gutter).
 */
function linesBeside(rows: readonly TextRow[], gutter: Gutter): { left: number; right: number } {
  let left = 0;
  let right = 0;
  for (const row of rows) {
    if (crosses(row, gutter)) continue;
    const words = row.items.filter((item) => !markOnly.test(item.str));
    if (words.some((item) => item.x + item.width / 2 < middle(gutter))) left++;
    if (words.some((item) => item.x + item.width / 2 > middle(gutter))) right++;
  }
  return { left, right };
}

/**
 * The page's gutter, if it has one: a strip at least 0.8 font sizes wide that at most a quarter of the
 * lines cross, with at least three lines on each side. Of several, the one with the most lines on its
 * thinner side. Whether the two sides really are columns is for readingOrder to judge, band by band.
 */
export function findGutter(rows: readonly TextRow[]): Gutter | undefined {
  if (rows.length < 2 * minimumColumnLines) return undefined;
  const start = rows.reduce((least, row) => Math.min(least, row.left), Infinity);
  const extent = rows.reduce((most, row) => Math.max(most, row.right), -Infinity) - start;
  if (!(extent > 0)) return undefined;
  const binWidth = Math.max(1, extent / 2000);
  const bins = Math.ceil(extent / binWidth);
  const counts = coverage(rows, start, binWidth, bins);
  const widest = minimumGutterWidth * median(rows.map((row) => row.fontSize));
  const maximumCrossing = Math.floor(rows.length * maximumCrossingShare);

  const candidates: Gutter[] = [];
  for (let bin = 1; bin < bins;) {
    if (counts[bin]! > maximumCrossing) {
      bin++;
      continue;
    }
    let end = bin;
    while (end < bins && counts[end]! <= maximumCrossing) end++;
    // A strip reaching the page's last text has nothing on its right.
    if (end < bins && (end - bin) * binWidth >= widest) {
      const [from, to] = leastCovered(counts, bin, end);
      candidates.push({ left: start + from * binWidth, right: start + to * binWidth });
    }
    bin = end;
  }
  let best: { gutter: Gutter; lines: number } | undefined;
  for (const gutter of candidates.sort((a, b) => b.right - b.left - (a.right - a.left)).slice(0, 12)) {
    const beside = linesBeside(rows, gutter);
    const lines = Math.min(beside.left, beside.right);
    if (lines >= minimumColumnLines && (!best || lines > best.lines)) best = { gutter, lines };
  }
  return best?.gutter;
}

/** Share of a column's lines that have another line of that column right above or below them. */
function neighbouredShare(rows: readonly TextRow[]): number {
  const near = (a: TextRow | undefined, b: TextRow) => a !== undefined && Math.abs(a.y - b.y) <= neighbourDistance * Math.max(a.fontSize, b.fontSize);
  return rows.filter((row, index) => near(rows[index - 1], row) || near(rows[index + 1], row)).length / rows.length;
}

/**
 * Lines set flush right, their left edges ragged ("Juli 2017", "December 2019" at the right margin beside each role):
 * a margin of dates or places set beside the text, never a column, whose lines start flush left (a justified
 * paragraph's lines are flush on both sides, a first line indented or not).
 */
function rightAligned(rows: readonly TextRow[]): boolean {
  const flushAt = (edges: number[]) => {
    const edge = median(edges);
    return edges.filter((at) => Math.abs(at - edge) <= 3).length;
  };
  return flushAt(rows.map((row) => row.right)) >= 0.8 * rows.length && flushAt(rows.map((row) => row.left)) < 0.5 * rows.length;
}

/** Most lines a year and a word or two ("2014-2016", "2017-Heden"): dates set beside the text, not a column. */
function yearsOnly(rows: readonly TextRow[]): boolean {
  const years = rows.filter((row) => {
    const text = lineText(row.items);
    return /\d{4}/.test(text) && text.split(/\s+/).length <= 4;
  });
  return years.length >= 0.6 * rows.length;
}

/** The first line of a column that has a neighbour below it: where the column's text starts. */
function columnStart(rows: readonly TextRow[]): TextRow | undefined {
  return rows.find((row, index) => {
    const next = rows[index + 1];
    return next !== undefined && row.y - next.y <= neighbourDistance * Math.max(row.fontSize, next.fontSize);
  });
}

type Columns = { heading: TextRow[]; left: TextRow[]; right: TextRow[] };

/**
 * A band of lines (none crossing the gutter) as two columns, or undefined when it reads better line by
 * line: a side with under three lines, a side whose lines stand alone (dates beside each role, labels in
 * a margin), or a side whose lines nearly all share a baseline with the other's (a table's rows, bullets
 * hanging beside their text). Lines above where both columns start (a title under a name that crosses
 * the gutter) stay above the columns, as they are.
 */
function asColumns(band: readonly TextRow[], gutter: Gutter): Columns | undefined {
  const { left, right } = sidesOf(band, gutter);
  if (left.length < minimumColumnLines || right.length < minimumColumnLines) return undefined;
  if (neighbouredShare(left) < 0.5 || neighbouredShare(right) < 0.5) return undefined;
  if (alignedShare(left, right) >= tableShare || alignedShare(right, left) >= tableShare) return undefined;
  if (formLabels(left, right)) return undefined;
  if (rightAligned(right) || yearsOnly(right)) return undefined;
  const top = Math.max(columnStart(left)?.y ?? Infinity, columnStart(right)?.y ?? Infinity);
  const heading = new Set(band.filter((row) => row.y > top + sameBaseline * row.fontSize));
  // A heading set at the top of the right column only ("Werkervaring" above its roles, higher than the left column
  // starts) heads that column: read before its lines, not before the left column's.
  // (Measured to the right column's next line, which may stand apart from the lines under it: "CodersLab … 03-09.2020".)
  for (const row of heading) {
    const next = right.find((other) => other.y < row.y - sameBaseline * row.fontSize);
    if (next && row.items.every((item) => item.x + item.width / 2 >= middle(gutter)) && row.y - next.y <= headingReach * row.fontSize)
      heading.delete(row);
  }
  const body = sidesOf(
    band.filter((row) => !heading.has(row)),
    gutter,
  );
  return { heading: [...heading], left: body.left, right: body.right };
}

/**
 * A timeline's dates set in a narrow column of their own between a sidebar and the main column ("Août 2019" over
 * "JUIL. 2019" beside "Stagiaire développement"): the left side's own right-hand column, nearly all dates, whose lines
 * do not mostly sit beside the sidebar's. They are the main column's, read where they stand beside it; undefined where
 * the left side has no such column.
 */
function dateMargin(left: readonly TextRow[]): { sidebar: TextRow[]; dates: TextRow[] } | undefined {
  const gutter = findGutter(left);
  if (!gutter) return undefined;
  const sides = sidesOf(left, gutter);
  if (sides.left.length < minimumColumnLines || sides.right.length < minimumColumnLines || !yearsOnly(sides.right)) return undefined;
  if (sides.right.some((row) => lineText(row.items).trim().split(/\s+/).length > 4)) return undefined;
  if (alignedShare(sides.right, sides.left) >= 0.5) return undefined;
  return { sidebar: sides.left, dates: sides.right };
}

/**
 * The main column's rows with a date margin's among them, top to bottom: the dates stacked beside one entry ("Août
 * 2019" over "JUIL. 2019") as one line written top first with a dash between them, at the column's left edge.
 */
function withDates(column: readonly TextRow[], dates: readonly TextRow[]): TextRow[] {
  // (A reduce, not a spread: a hostile page's hundred thousand rows would pass the arguments' limit.)
  const edge = column.reduce((least, row) => Math.min(least, row.left), Infinity);
  const stacks: TextRow[][] = [];
  for (const row of dates) {
    const stack = stacks.at(-1);
    const above = stack?.at(-1);
    if (stack && above && above.y - row.y <= neighbourDistance * Math.max(above.fontSize, row.fontSize)) stack.push(row);
    else stacks.push([row]);
  }
  const moved = stacks.map((stack) => {
    const items: PdfTextItem[] = [];
    let x = edge;
    for (const row of stack) {
      if (items.length > 0) {
        // In the font of the date before it: a change of font would set the two dates apart as cells.
        items.push({
          font: items.at(-1)!.font,
          str: '–',
          x: x + row.fontSize * 0.3,
          y: stack[0]!.y,
          width: row.fontSize * 0.5,
          height: row.fontSize,
          fontSize: row.fontSize,
          spaceBefore: true,
        });
        x += row.fontSize * 1.1;
      }
      for (const item of row.items)
        items.push({ ...item, x: x + item.x - row.left, y: stack[0]!.y, spaceBefore: items.length > 0 || item.spaceBefore });
      x += row.right - row.left;
    }
    return makeRow(items);
  });
  return [...column, ...moved].sort((a, b) => b.y - a.y);
}

/** A column whose first line is set larger (or bolder) than most of its lines: it opens with a heading. */
function opensSection(rows: readonly TextRow[]): boolean {
  const first = rows[0];
  if (!first) return false;
  const size = median(rows.map((row) => row.fontSize));
  const bold = (row: TextRow) => row.items.every((item) => item.bold === true);
  return first.fontSize >= size + 1 || (bold(first) && rows.filter(bold).length * 2 < rows.length);
}

/**
 * The page's rows (top to bottom) as blocks in reading order. Where a gutter splits the page, each band
 * of lines between lines that cross it is read column by column, left first, each column top to bottom;
 * lines crossing the gutter (a name over both columns) stay where they are. Without a gutter, one block.
 * `continuing`: the page follows another, so a column may go on with the section that page ended in.
 */
export function readingOrder(rows: readonly TextRow[], depth = 0, continuing = false): TextRow[][] {
  const gutter = depth < maximumDepth ? findGutter(rows) : undefined;
  if (!gutter) return [[...rows]];
  const blocks: TextRow[][] = [];
  let flowing: TextRow[] = [];
  let band: TextRow[] = [];
  const endBand = () => {
    const columns = band.length ? asColumns(band, gutter) : undefined;
    const margin = columns && dateMargin(columns.left);
    if (columns && margin) [columns.left, columns.right] = [margin.sidebar, withDates(columns.right, margin.dates)];
    if (columns) {
      // On a later page, columns at its top where the left one opens with a heading and the right one with its
      // body's text: the right one goes on with the section the page before ended in, and is read first.
      const rightGoesOn =
        continuing &&
        blocks.length === 0 &&
        flowing.length === 0 &&
        columns.heading.length === 0 &&
        opensSection(columns.left) &&
        !opensSection(columns.right);
      flowing.push(...columns.heading);
      if (flowing.length) blocks.push(flowing);
      flowing = [];
      const [first, second] = rightGoesOn ? [columns.right, columns.left] : [columns.left, columns.right];
      blocks.push(...readingOrder(first, depth + 1), ...readingOrder(second, depth + 1));
    } else {
      // Read line by line, but for parts of it that are sections set side by side, each read whole in turn.
      for (const part of bandParts(band)) {
        const sections = sectionsSideBySide(part, gutter);
        if (!sections) {
          flowing.push(...part);
          continue;
        }
        if (flowing.length) blocks.push(flowing);
        flowing = [];
        blocks.push(sections.left, sections.right);
      }
    }
    band = [];
  };
  for (const row of rows) {
    if (crosses(row, gutter)) {
      endBand();
      flowing.push(row);
    } else {
      band.push(row);
    }
  }
  endBand();
  if (flowing.length) blocks.push(flowing);
  return blocks.filter((block) => block.length > 0);
}
