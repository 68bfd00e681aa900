import type { LayoutLine } from '../documents/layout/layout-line';
import { findHeaderDates } from './dates';
import { lineKey } from './layout-headings';
import { headingKind } from './resume-headings';

/** A cell that is only a list mark ("●" set apart from "jQuery") belongs to the cell after it. */
const markOnly = /^[\p{P}\p{S}]+$/u;
/** More pieces than a header line has (a title, an employer, a place, dates): justified prose spread word by word. */
const mostCells = 4;

/** The line's cells as the resume reader uses them, or undefined where they are none or prose spread wide. */
function usableCells(line: LayoutLine): string[] | undefined {
  if (!line.cells) return undefined;
  const cells: string[] = [];
  for (const cell of line.cells) {
    const previous = cells.at(-1);
    if (previous !== undefined && markOnly.test(previous)) cells[cells.length - 1] = `${previous} ${cell}`;
    else cells.push(cell);
  }
  // A dash set apart at the end ("Oktober" | "–", a range that goes on under it) belongs to the cell before it.
  const last = cells.at(-1);
  if (cells.length > 1 && last !== undefined && /^[-–—]$/.test(last)) cells.splice(-2, 2, `${cells.at(-2)!} ${last}`);
  const joined = withinDates(cells);
  return joined.length > 1 && joined.length <= mostCells ? joined : undefined;
}

/** Cells a date range runs across ("July 2017" | "–" | "Present") made one: a range is one piece of a header. */
function withinDates(cells: string[]): string[] {
  const text = cells.join(' ');
  const found = findHeaderDates(text);
  if (!found) return cells;
  const [from, to] = [found.index, found.index + found.length];
  const merged: string[] = [];
  let at = 0;
  let previousEnd = -1;
  for (const cell of cells) {
    const start = at;
    at += cell.length + 1;
    // A cell that starts inside the range, or right after a cell that ended inside it, joins the cell before.
    const inside = merged.length > 0 && start > from && start < to && previousEnd > from;
    if (inside) merged[merged.length - 1] += ` ${cell}`;
    else merged.push(cell);
    previousEnd = start + cell.length;
  }
  return merged;
}

/**
 * The text with each line the layout sets apart in cells (decision 0043) written with a middle dot between them:
 * "SafeEx · Nørresundby", "Software developer · 2016–", "Naam · Debacker Peter", as the text would read had its author
 * typed the separators the page shows (a dot, not a bar: a bar would outrank the dashes a header's own pieces use).
 * Lines are matched to the layout's by their words, in order.
 */
export function withCells(text: string, layout: readonly LayoutLine[]): string {
  const waiting = new Map<string, LayoutLine[]>();
  for (const line of withRangesJoined(layout)) {
    const key = lineKey(line.text);
    const queue = waiting.get(key);
    if (queue) queue.push(line);
    else waiting.set(key, [line]);
  }
  const margin = marginHeadings(layout);
  return text
    .split('\n')
    .map((raw) => {
      const line = waiting.get(lineKey(raw))?.shift();
      const cells = line && (line.cells?.length === 1 ? line.cells : usableCells(line));
      if (!cells) return raw;
      const indent = /^\s*/.exec(raw)![0];
      // A heading set in the margin beside its section's first line opens the section on a line of its own.
      if (cells.length > 1 && margin.has(cells[0]!)) return `${indent}${cells[0]}\n${indent}${cells.slice(1).join(' · ')}`;
      return `${indent}${cells.join(' · ')}`;
    })
    .join('\n');
}

/** The main kinds of section, whose headings a resume that sets its headings in the margin sets there. */
const mainKinds = new Set(['summary', 'experience', 'education', 'skills']);

/**
 * Headings a resume sets in a margin, in the first cell of their section's first line ("Experience" | "Freelance
 * Graphic and Web Design for IBFitness"): where two such first cells or more name different main kinds of section,
 * every first cell that names a heading is one. (One alone may be a skills list's label: "Languages" | "English".)
 */
function marginHeadings(layout: readonly LayoutLine[]): Set<string> {
  const firsts = layout.flatMap((line) =>
    line.cells && line.cells.length > 1 && !findHeaderDates(line.cells[0]!) ? [{ cell: line.cells[0]!, kind: headingKind(line.cells[0]!) }] : [],
  );
  const named = firsts.filter(({ kind }) => kind !== null);
  const main = new Set(named.flatMap(({ kind }) => (kind && mainKinds.has(kind) ? [kind] : [])));
  return main.size >= 2 ? new Set(named.map(({ cell }) => cell)) : new Set();
}

/**
 * A date range set at the right edge over two lines ("Stagiair Cybersecurity | Februari 2021 -" over "Xylos | Heden"):
 * the lower line's last cell ends the upper line's range, and is taken from the lower line.
 */
function withRangesJoined(layout: readonly LayoutLine[]): LayoutLine[] {
  const lines = layout.map((line) => ({ ...line }));
  for (let index = 0; index + 1 < lines.length; index++) {
    const [upper, lower] = [lines[index]!, lines[index + 1]!];
    const open = upper.cells?.at(-1);
    const end = lower.cells?.at(-1);
    if (!open || !end || !/[-–—]\s*$/.test(open) || lower.cells!.length < 2) continue;
    const joined = `${open} ${end}`;
    const found = findHeaderDates(joined);
    if (!found || found.index + found.length < joined.length - 1 || !(found.range.current || found.range.end)) continue;
    upper.cells = [...upper.cells!.slice(0, -1), joined];
    lower.cells = lower.cells!.slice(0, -1);
  }
  return lines;
}
