import type { LayoutLine } from '../layout/layout-line';
import type { LineFormat } from './body-tokens';
import type { Unit } from './layout-units';

/** A page's text width in points (Letter with one-inch margins; A4's is 451): how long a line runs before it wraps. */
const textWidth = 468;
/** A font's own line height, in sizes: what single spacing is for the fonts resumes use. */
const singleSpacing = 1.15;

function lineHeight(format: LineFormat, size: number): number {
  if (format.lineRule === 'exact') return Math.min(Math.max(format.line / 20, 1), 1584);
  if (format.lineRule === 'atLeast') return Math.max(size * singleSpacing, Math.min(format.line / 20, 1584));
  return size * singleSpacing * Math.min(Math.max(format.line / 240, 0.5), 5);
}

/**
 * The units laid out down their pages: each starts below the one before by the space after that one and before
 * itself (none between paragraphs of one style that say so, `w:contextualSpacing`), a blank paragraph taking its
 * line; a paragraph wraps where its letters, half a size wide each, pass the text width, and at its line breaks.
 * `top` is how far below the page's first line a line stands; `gap` the space above its first line in its own size,
 * as a PDF line's is measured (from the line above's baseline, less one line): 0 for a page's first line.
 */
export function laidOut(units: readonly Unit[]): LayoutLine[] {
  const lines: LayoutLine[] = [];
  let page = 0;
  let bottom = 0;
  let previous: Unit | undefined;
  let lineAbove: number | undefined;
  let firstTop = 0;
  for (const unit of units) {
    if (unit.page !== page) {
      [page, bottom, previous, lineAbove] = [unit.page, 0, undefined, undefined];
    }
    const { format, size } = unit;
    const together = previous !== undefined && previous.format.style === format.style;
    const before = together && format.contextual ? 0 : format.before;
    const after = previous === undefined || (together && previous.format.contextual) ? 0 : previous.format.after;
    const top = previous === undefined ? 0 : bottom + after + before;
    const height = lineHeight(format, size);
    const wraps = Math.min(1000, Math.max(1, Math.ceil((unit.text.length * size * 0.5) / Math.max(72, textWidth - format.x))) + unit.breaks);
    bottom = top + (unit.blank ? 1 : wraps) * height;
    previous = unit;
    if (unit.blank) continue;
    if (lineAbove === undefined) firstTop = top;
    const gap = lineAbove === undefined ? 0 : Math.max(0, (top + height - lineAbove) / size - 1);
    lineAbove = bottom;
    lines.push({
      text: unit.text,
      page: unit.page,
      size: unit.size,
      bold: unit.bold,
      x: Math.round(format.x),
      top: Math.round(top - firstTop),
      gap: Math.round(gap * 100) / 100,
      ...(unit.cells ? { cells: unit.cells } : {}),
    });
  }
  return lines;
}
