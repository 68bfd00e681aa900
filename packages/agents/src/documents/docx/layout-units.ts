import type { Paragraph, Row } from './layout-paragraphs';
import { letterCount, mostOf } from './letter-counts';

/** A line to lay out: a paragraph, or a row of cells; blank where it has no words (it still takes space). */
export type Unit = Paragraph & { cells?: string[]; blank: boolean };

/**
 * A paragraph with nothing normalizeLine keeps: white space, control characters, private-use glyphs (a test that
 * stops at the first letter, where normalizing would copy a paragraph of megabytes several times).
 */
// eslint-disable-next-line no-control-regex
const isBlank = (text: string) => !/[^\s\u0001-\u0008\u000e-\u001f\u007f-\u009f\ue000-\uf8ff]/.test(text);
/** A line's pieces where tabs set them apart ("Software Engineer⇥2019 – 2021"); undefined for one piece. */
function tabCells(text: string): string[] | undefined {
  if (!text.includes('\t')) return undefined;
  const pieces = text.split('\t').filter((piece) => !isBlank(piece));
  return pieces.length > 1 ? pieces : undefined;
}

/**
 * A row as one line, where its paragraphs are mammoth's word for word, one at most in each cell, and words in two;
 * else undefined.
 */
function rowUnit(row: Row, paragraphs: readonly Paragraph[]): Unit | undefined {
  const filled: Paragraph[] = [];
  for (const [from, to] of row.cells) {
    const held = paragraphs.slice(from, to);
    if (held.some((paragraph) => !paragraph.exact)) return undefined;
    const own = held.filter((paragraph) => !isBlank(paragraph.text));
    if (own.length > 1) return undefined;
    if (own.length === 1) filled.push(own[0]!);
  }
  if (filled.length < 2) return undefined;
  const sizes = new Map<number, number>();
  let bold = 0;
  let letters = 0;
  for (const cell of filled) {
    const count = letterCount(cell.text);
    sizes.set(cell.size, (sizes.get(cell.size) ?? 0) + count);
    if (cell.bold) bold += count;
    letters += count;
  }
  const text = filled.map((cell) => cell.text).join('\t');
  return {
    text,
    size: mostOf(sizes) ?? filled[0]!.size,
    bold: bold * 2 > letters,
    page: filled[0]!.page,
    format: { ...filled[0]!.format, after: filled.at(-1)!.format.after },
    breaks: filled.reduce((most, cell) => Math.max(most, cell.breaks), 0),
    cells: text.split('\t').filter((piece) => !isBlank(piece)),
    blank: false,
  };
}

/** The lines to lay out: each paragraph, and each row mammoth's words allow read as one line. */
export function unitsOf(paragraphs: readonly Paragraph[], rows: readonly Row[]): Unit[] {
  const rowAt = new Map<number, Row>();
  for (const row of rows) if (row.cells.length > 1) rowAt.set(row.cells[0]![0], row);
  const units: Unit[] = [];
  for (let index = 0; index < paragraphs.length;) {
    const row = rowAt.get(index);
    const joined = row && rowUnit(row, paragraphs);
    if (joined) {
      units.push(joined);
      index = row.cells.at(-1)![1];
      continue;
    }
    const paragraph = paragraphs[index++]!;
    const cells = tabCells(paragraph.text);
    units.push({ ...paragraph, ...(cells ? { cells } : {}), blank: isBlank(paragraph.text) });
  }
  return units;
}
