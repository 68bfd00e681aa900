import type { DocxStyles, ParagraphFormat, RunFormat } from './docx-styles';
import type { Token } from './body-tokens';

export type Target = { tokens: Token[]; openParagraphs: number; hasTable: boolean };
export type ParagraphState = {
  target: Target;
  start: number;
  styleId: string | undefined;
  direct: ParagraphFormat;
  mark: RunFormat;
  deleted: boolean;
  extras: Token[];
  sawProperties: boolean;
  sawMark: boolean;
  breaksPage: boolean;
  /** Where in the target its first VML shape is anchored: its text boxes stand on the page that point is on. */
  anchoredAt: number | undefined;
};
export type RunState = { styleId: string | undefined; direct: RunFormat; sawProperties: boolean };
export type CellState = Target & { vMerge: boolean | null; span: number; sawProperties: boolean; dropped: boolean; loose: boolean };
export type RowState = { cells: CellState[]; deleted: boolean; stray: boolean; sawProperties: boolean; loose: boolean };
export type TableState = { parent: Target; rows: RowState[]; stray: boolean; styleId: string | undefined; sawProperties: boolean; inline: boolean };
export type SdtState = { checkbox: boolean; replaced: boolean; sawContent: boolean; sawProperties: boolean };
type Scope = { kind: 'target'; target: Target } | { kind: 'table'; table: TableState } | { kind: 'row'; row: RowState };
export type Frame =
  | { kind: 'root' | 'content' }
  | { kind: 'paragraph' | 'paragraphProperties' | 'listProperties' | 'markProperties'; paragraph: ParagraphState }
  | { kind: 'run' | 'runProperties'; run: RunState }
  | { kind: 'text'; text: string }
  | { kind: 'table' | 'tableProperties'; table: TableState }
  | { kind: 'row' | 'rowProperties'; row: RowState }
  | { kind: 'cell' | 'cellProperties'; cell: CellState }
  | { kind: 'picture'; target: Target; paragraph: ParagraphState }
  | { kind: 'sdt' | 'sdtProperties'; sdt: SdtState };

/** Where word/document.xml's body is being read (bodyTokens): the elements open, and what is read into where. */
export class BodyReader {
  readonly body: Target = { tokens: [], openParagraphs: 0, hasTable: false };
  readonly frames: Frame[] = [];
  readonly scopes: Scope[] = [{ kind: 'target', target: this.body }];
  readonly paragraphs: ParagraphState[] = [];
  readonly runs: RunState[] = [];
  readonly tables: TableState[] = [];
  readonly sdts: SdtState[] = [];
  skipped = 0;
  sawBody = false;
  pictures = 0;
  deleted: { tokens: Token[]; extras: Token[] } | undefined;
  readonly styleCache = new Map<string, { size: number; bold: boolean }>();
  readonly styles: DocxStyles;

  constructor(styles: DocxStyles) {
    this.styles = styles;
  }

  private looseCell(row: RowState): CellState {
    row.stray = true;
    const last = row.cells.at(-1);
    if (last?.loose) return last;
    const cell = newCell(true);
    row.cells.push(cell);
    return cell;
  }

  /** Where what is read now goes: the body, a cell, a text box; what a table holds outside its cells keeps its place. */
  target(): Target {
    const scope = this.scopes.at(-1)!;
    if (scope.kind === 'target') return scope.target;
    if (scope.kind === 'row') return this.looseCell(scope.row);
    scope.table.stray = true;
    let row = scope.table.rows.at(-1);
    if (!row?.loose) {
      row = { cells: [], deleted: false, stray: true, sawProperties: true, loose: true };
      scope.table.rows.push(row);
    }
    return this.looseCell(row);
  }

  emit(token: Token): void {
    this.target().tokens.push(token);
  }

  enter(frame: Frame): true {
    this.frames.push(frame);
    return true;
  }
}

/** A table cell (`w:tc`), or a loose one for what a table or row holds outside its cells. */
export const newCell = (loose: boolean): CellState => ({
  tokens: [],
  openParagraphs: 0,
  hasTable: false,
  vMerge: null,
  span: 1,
  sawProperties: loose,
  dropped: false,
  loose,
});

/** Pushes one list onto another without spreading it (a spread of 100,000 items overflows the stack). */
export function append<T>(into: T[], items: readonly T[]): void {
  for (const item of items) into.push(item);
}
