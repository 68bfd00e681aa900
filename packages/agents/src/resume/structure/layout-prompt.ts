import { bodySize, type LayoutLine } from '../../documents/layout/layout-line';

/** The most of a resume an LLM is shown: about 8,000 tokens, two or three full pages; the rest is cut, and said to be. */
export const maxPromptCharacters = 24_000;

const cutNote = '[the rest of the resume is cut]';
const round = (value: number, step: number) => Math.round(value / step) * step;

/**
 * One line's layout as marks a model can read (decision 0043): its size against the body's, bold, how far it is
 * indented (in body-size ems from the page's left edge) and the space above it (in lines). Only what stands out is
 * marked: a line set like the body, flush left, right under the one before has no marks.
 */
function marksOf(line: LayoutLine, body: number, left: number): string {
  const marks: string[] = [];
  const ratio = body > 0 ? line.size / body : 1;
  if (Math.abs(ratio - 1) >= 0.1) marks.push(`size ${round(ratio, 0.1).toFixed(1)}`);
  if (line.bold) marks.push('bold');
  const indent = body > 0 ? Math.round((line.x - left) / body) : 0;
  if (indent >= 1) marks.push(`indent ${Math.min(indent, 99)}`);
  if (line.gap >= 0.8) marks.push(`gap ${round(Math.min(line.gap, 99), 0.5)}`);
  return marks.length > 0 ? `[${marks.join(', ')}] ` : '';
}

/** The lines with their marks, a page heading before each page. */
function renderLayout(layout: readonly LayoutLine[]): string[] {
  const body = bodySize(layout);
  const lefts = new Map<number, number>();
  for (const line of layout) lefts.set(line.page, Math.min(lefts.get(line.page) ?? Infinity, line.x));
  const out: string[] = [];
  let page = -1;
  for (const line of layout) {
    if (line.page !== page) {
      page = line.page;
      out.push(`--- page ${page} ---`);
    }
    // Cells the page sets apart by wide gaps (a dates column, a place at the right edge) keep a bar between them.
    const text = line.cells && line.cells.length > 1 ? line.cells.join(' | ') : line.text;
    out.push(`${marksOf(line, body, lefts.get(line.page) ?? 0)}${text.replace(/\s+/g, ' ').trim()}`);
  }
  return out;
}

/**
 * What the model reads of a resume: its lines with their layout marks where the file had a layout (a PDF's), else
 * its text as it is; never more than `max` characters, cut at a line, with a last line saying so.
 */
export function resumeForPrompt(text: string, layout: readonly LayoutLine[] | undefined, max: number = maxPromptCharacters): string {
  const lines = layout && layout.length > 0 ? renderLayout(layout) : text.split(/\r?\n/).map((line) => line.trimEnd());
  const kept: string[] = [];
  let used = 0;
  for (const line of lines) {
    const cut = line.slice(0, 2_000);
    if (used + cut.length + 1 > max - cutNote.length) {
      kept.push(cutNote);
      break;
    }
    kept.push(cut);
    used += cut.length + 1;
  }
  return kept.join('\n');
}
