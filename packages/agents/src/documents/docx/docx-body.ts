import { readParagraphProperty, readRunProperty, type DocxStyles, type ParagraphFormat, type RunFormat } from './docx-styles';
import { streamOoxml } from './ooxml-stream';

/** How a paragraph is set: its style, left indent and spacing in points, its line spacing, the size of its mark. */
export type LineFormat = {
  style: string | undefined;
  x: number;
  before: number;
  after: number;
  line: number;
  lineRule: string;
  contextual: boolean;
  markSize: number;
};

/**
 * The body as mammoth's raw text writes it (raw-text.js: each paragraph's text and tabs, then its end), with what
 * sets each piece: a piece of text with its size and weight, a tab, a page or line break (a line break has no text
 * in mammoth's: the words either side of it run together), a paragraph's end with its format; and a table row whose
 * cells each hold one short paragraph, as its cells.
 */
export type PlainToken =
  | { kind: 'text'; text: string; size: number; bold: boolean }
  | { kind: 'tab' }
  | { kind: 'page' }
  | { kind: 'break' }
  | { kind: 'end'; format: LineFormat };
export type Token = PlainToken | { kind: 'row'; cells: PlainToken[][] };

/** The default size where neither a run, its styles nor the document's defaults set one. */
export const defaultSize = 11;
/** A cell's paragraph longer than this is prose: its row is read paragraph by paragraph. */
const shortCell = 100;

type Target = { tokens: Token[]; openParagraphs: number; hasTable: boolean };
type ParagraphState = {
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
type RunState = { styleId: string | undefined; direct: RunFormat; sawProperties: boolean };
type CellState = Target & { vMerge: boolean | null; span: number; sawProperties: boolean; dropped: boolean; loose: boolean };
type RowState = { cells: CellState[]; deleted: boolean; stray: boolean; sawProperties: boolean; loose: boolean };
type TableState = { parent: Target; rows: RowState[]; stray: boolean; styleId: string | undefined; sawProperties: boolean; inline: boolean };
type SdtState = { checkbox: boolean; replaced: boolean; sawContent: boolean; sawProperties: boolean };
type Scope = { kind: 'target'; target: Target } | { kind: 'table'; table: TableState } | { kind: 'row'; row: RowState };
type Frame =
  | { kind: 'root' | 'content' }
  | { kind: 'paragraph' | 'paragraphProperties' | 'listProperties' | 'markProperties'; paragraph: ParagraphState }
  | { kind: 'run' | 'runProperties'; run: RunState }
  | { kind: 'text'; text: string }
  | { kind: 'table' | 'tableProperties'; table: TableState }
  | { kind: 'row' | 'rowProperties'; row: RowState }
  | { kind: 'cell' | 'cellProperties'; cell: CellState }
  | { kind: 'picture'; target: Target; paragraph: ParagraphState }
  | { kind: 'sdt' | 'sdtProperties'; sdt: SdtState };

/** Elements mammoth reads through to their children (body-reader.js `readChildElements`). */
const containers = new Set([
  'w:hyperlink',
  'w:customXml',
  'w:ins',
  'w:moveFromRangeEnd',
  'w:moveFromRangeStart',
  'w:moveTo',
  'w:moveToRangeEnd',
  'w:moveToRangeStart',
  'w:object',
  'w:smartTag',
  'w:drawing',
  'v:roundrect',
  'v:shape',
  'v:textbox',
  'w:txbxContent',
  'v:group',
  'v:rect',
]);

/** Elements that stand in mammoth's document as something (a bookmark, a note mark): among rows, the table is irregular. */
const elementsOfTheirOwn = new Set([
  'w:p',
  'w:r',
  'w:t',
  'w:tab',
  'w:br',
  'w:sym',
  'w:hyperlink',
  'w:tbl',
  'w:tr',
  'w:tc',
  'w:noBreakHyphen',
  'w:softHyphen',
  'w:footnoteReference',
  'w:endnoteReference',
  'w:commentReference',
]);

const countsAsElement = (name: string, attributes: Readonly<Record<string, string>>) =>
  elementsOfTheirOwn.has(name) || (name === 'w:bookmarkStart' && attributes['w:name'] !== '_GoBack');

/**
 * Reads word/document.xml's body as a stream of tags, in the order and with the words mammoth's raw text has: the
 * first `w:body` only; elements mammoth does not know skipped with all they hold (`w:fldSimple`, `w:delText`,
 * drawings' shapes); a VML text box's paragraphs (`w:pict`) after the paragraph that anchors it, none where no
 * paragraph does; `mc:AlternateContent` by its Fallback; a deleted paragraph's words in the next paragraph; deleted
 * rows and cells merged into the one above left out; a checkbox content control's glyph left out.
 */
export function bodyTokens(xml: Buffer, styles: DocxStyles): Token[] {
  const body: Target = { tokens: [], openParagraphs: 0, hasTable: false };
  const frames: Frame[] = [];
  const scopes: Scope[] = [{ kind: 'target', target: body }];
  const paragraphs: ParagraphState[] = [];
  const runs: RunState[] = [];
  const tables: TableState[] = [];
  const sdts: SdtState[] = [];
  let skipped = 0;
  let sawBody = false;
  let pictures = 0;
  let deleted: { tokens: Token[]; extras: Token[] } | undefined;
  const styleCache = new Map<string, { size: number; bold: boolean }>();

  const looseCell = (row: RowState): CellState => {
    row.stray = true;
    const last = row.cells.at(-1);
    if (last?.loose) return last;
    const cell = newCell(true);
    row.cells.push(cell);
    return cell;
  };
  /** Where what is read now goes: the body, a cell, a text box; what a table holds outside its cells keeps its place. */
  const target = (): Target => {
    const scope = scopes.at(-1)!;
    if (scope.kind === 'target') return scope.target;
    if (scope.kind === 'row') return looseCell(scope.row);
    scope.table.stray = true;
    let row = scope.table.rows.at(-1);
    if (!row?.loose) {
      row = { cells: [], deleted: false, stray: true, sawProperties: true, loose: true };
      scope.table.rows.push(row);
    }
    return looseCell(row);
  };
  const emit = (token: Token) => target().tokens.push(token);
  const enter = (frame: Frame): true => {
    frames.push(frame);
    return true;
  };

  const textStyle = (): { size: number; bold: boolean } => {
    const paragraphStyle = styles.styleId('paragraph', paragraphs.at(-1)?.styleId);
    const runStyle = styles.styleId('character', runs.at(-1)?.styleId);
    const table = tables.at(-1);
    const tableStyle = table ? styles.styleId('table', table.styleId) : undefined;
    const key = `${tableStyle}\u0000${paragraphStyle}\u0000${runStyle}`;
    let found = styleCache.get(key);
    if (!found) {
      const chains = [
        ['character', runStyle],
        ['paragraph', paragraphStyle],
        ['table', tableStyle],
      ] as const;
      let size: number | undefined;
      // Bold in a style toggles (ECMA-376 17.7.3): a bold character style in a bold paragraph style is not bold.
      let bold = styles.defaultRun.bold ?? styles.defaultRun.boldComplex ?? false;
      for (const [kind, id] of chains) {
        size ??= styles.inherited(kind, id, (style) => style.run.size);
        if (styles.inherited(kind, id, (style) => style.run.bold ?? style.run.boldComplex) === true) bold = !bold;
      }
      found = { size: size ?? styles.defaultRun.size ?? defaultSize, bold };
      styleCache.set(key, found);
    }
    return found;
  };

  const emitText = (text: string) => {
    if (text === '') return;
    // A checkbox content control shows its state, not its glyph: mammoth replaces its first text with the box.
    for (let index = sdts.length - 1; index >= 0; index--) {
      const sdt = sdts[index]!;
      if (sdt.checkbox && !sdt.replaced) {
        sdt.replaced = true;
        return;
      }
    }
    const run = runs.at(-1);
    const styled = textStyle();
    const size = run?.direct.size ?? styled.size;
    const bold = run?.direct.bold ?? run?.direct.boldComplex ?? styled.bold;
    emit({ kind: 'text', text, size, bold });
  };

  const lineFormat = (paragraph: ParagraphState): LineFormat => {
    const style = styles.styleId('paragraph', paragraph.styleId);
    const get = <K extends keyof ParagraphFormat>(key: K): ParagraphFormat[K] =>
      paragraph.direct[key] ?? styles.inherited('paragraph', style, (definition) => definition.paragraph[key]) ?? styles.defaultParagraph[key];
    const x = paragraph.direct.left ?? styles.listIndent(get('numId'), get('level')) ?? get('left') ?? 0;
    const markSize = paragraph.mark.size ?? styles.inherited('paragraph', style, (definition) => definition.run.size) ?? styles.defaultRun.size;
    return {
      style,
      x,
      before: get('before') ?? 0,
      after: get('after') ?? 0,
      line: get('line') ?? 240,
      lineRule: get('lineRule') ?? 'auto',
      contextual: get('contextual') ?? false,
      markSize: markSize ?? defaultSize,
    };
  };

  const openParagraph = () => {
    const into = target();
    const paragraph: ParagraphState = {
      target: into,
      start: into.tokens.length,
      styleId: undefined,
      direct: {},
      mark: {},
      deleted: false,
      extras: [],
      sawProperties: false,
      sawMark: false,
      // Word breaks the page before such a paragraph in the body, not in a table or a text box.
      breaksPage: tables.length === 0 && pictures === 0,
      anchoredAt: undefined,
    };
    if (deleted) {
      append(into.tokens, deleted.tokens);
      append(paragraph.extras, deleted.extras);
      deleted = undefined;
    }
    into.openParagraphs++;
    paragraphs.push(paragraph);
    frames.push({ kind: 'paragraph', paragraph });
  };

  const closeParagraph = (paragraph: ParagraphState) => {
    paragraphs.pop();
    const into = paragraph.target;
    into.openParagraphs--;
    if (paragraph.deleted) {
      // Its words open the next paragraph (mammoth's deletedParagraphContents).
      deleted = { tokens: into.tokens.splice(paragraph.start), extras: paragraph.extras };
      return;
    }
    // A page break after the anchor (a template's first page of text boxes, anchored before its `w:br`) turns the
    // page after the text boxes, not before them.
    const breaks: Token[] = [];
    if (paragraph.extras.length > 0 && paragraph.anchoredAt !== undefined) {
      const inline = into.tokens.splice(paragraph.anchoredAt);
      for (const token of inline) (token.kind === 'page' ? breaks : into.tokens).push(token);
    }
    into.tokens.push({ kind: 'end', format: lineFormat(paragraph) });
    append(into.tokens, paragraph.extras);
    append(into.tokens, breaks);
  };

  const closeTable = (table: TableState) => {
    scopes.pop();
    tables.pop();
    const rows = table.rows.filter((row) => !row.deleted);
    // A cell that continues a vertical merge is left out, with what it holds, where the table is regular (calculateRowSpans).
    if (!table.stray && !rows.some((row) => row.stray)) {
      const columns = new Set<number>();
      for (const row of rows) {
        let column = 0;
        for (const cell of row.cells) {
          if (cell.vMerge && columns.has(column)) cell.dropped = true;
          else columns.add(column);
          column += cell.span;
        }
      }
    }
    for (const row of rows) {
      const cells = row.cells.filter((cell) => !cell.dropped);
      const line = table.inline || row.stray ? undefined : rowCells(cells);
      if (line) table.parent.tokens.push({ kind: 'row', cells: line });
      else for (const cell of cells) append(table.parent.tokens, cell.tokens);
    }
    table.parent.hasTable = true;
  };

  /** Opens an element where mammoth reads content: a paragraph, a run, a table, or anything it reads through. */
  const openContent = (name: string, attributes: Readonly<Record<string, string>>, parent: Frame) => {
    const scope = scopes.at(-1)!;
    if (countsAsElement(name, attributes)) {
      if (scope.kind === 'table' && name !== 'w:tr') scope.table.stray = true;
      if (scope.kind === 'row' && name !== 'w:tc') scope.row.stray = true;
    }
    if (name === 'w:p') return openParagraph();
    if (name === 'w:pPr' && parent.kind === 'paragraph' && !parent.paragraph.sawProperties) {
      parent.paragraph.sawProperties = true;
      return enter({ kind: 'paragraphProperties', paragraph: parent.paragraph });
    }
    if (name === 'w:r') {
      const run: RunState = { styleId: undefined, direct: {}, sawProperties: false };
      runs.push(run);
      return enter({ kind: 'run', run });
    }
    if (name === 'w:rPr' && parent.kind === 'run' && !parent.run.sawProperties) {
      parent.run.sawProperties = true;
      return enter({ kind: 'runProperties', run: parent.run });
    }
    if (name === 'w:t') return enter({ kind: 'text', text: '' });
    if (name === 'w:tab') emit({ kind: 'tab' });
    else if (name === 'w:noBreakHyphen') emitText('\u2011');
    else if (name === 'w:softHyphen') emitText('\u00ad');
    else if (name === 'w:br') emit({ kind: attributes['w:type'] === 'page' ? 'page' : 'break' });
    else if (name === 'w:lastRenderedPageBreak') emit({ kind: 'page' });
    else if (name === 'w:tbl') {
      const parentTarget = target();
      const table: TableState = {
        parent: parentTarget,
        rows: [],
        stray: false,
        styleId: undefined,
        sawProperties: false,
        inline: parentTarget.openParagraphs > 0,
      };
      tables.push(table);
      scopes.push({ kind: 'table', table });
      return enter({ kind: 'table', table });
    } else if (name === 'w:tblPr' && parent.kind === 'table' && !parent.table.sawProperties) {
      parent.table.sawProperties = true;
      return enter({ kind: 'tableProperties', table: parent.table });
    } else if (name === 'w:tr' && scope.kind === 'table') {
      const row: RowState = { cells: [], deleted: false, stray: false, sawProperties: false, loose: false };
      scope.table.rows.push(row);
      scopes.push({ kind: 'row', row });
      return enter({ kind: 'row', row });
    } else if (name === 'w:trPr' && parent.kind === 'row' && !parent.row.sawProperties) {
      parent.row.sawProperties = true;
      return enter({ kind: 'rowProperties', row: parent.row });
    } else if (name === 'w:tc' && scope.kind === 'row') {
      const cell = newCell(false);
      scope.row.cells.push(cell);
      scopes.push({ kind: 'target', target: cell });
      return enter({ kind: 'cell', cell });
    } else if (name === 'w:tcPr' && parent.kind === 'cell' && !parent.cell.sawProperties) {
      parent.cell.sawProperties = true;
      return enter({ kind: 'cellProperties', cell: parent.cell });
    } else if (name === 'w:pict' && paragraphs.length > 0) {
      // A VML shape's text (a text box) follows the paragraph it is anchored in; with none, mammoth loses it.
      const pictureTarget: Target = { tokens: [], openParagraphs: 0, hasTable: false };
      const anchor = paragraphs.at(-1)!;
      const scope = scopes.at(-1)!;
      if (scope.kind === 'target' && scope.target === anchor.target) anchor.anchoredAt ??= anchor.target.tokens.length;
      pictures++;
      scopes.push({ kind: 'target', target: pictureTarget });
      return enter({ kind: 'picture', target: pictureTarget, paragraph: paragraphs.at(-1)! });
    } else if (name === 'w:sdt') {
      const sdt: SdtState = { checkbox: false, replaced: false, sawContent: false, sawProperties: false };
      sdts.push(sdt);
      return enter({ kind: 'sdt', sdt });
    } else if (containers.has(name) || name === 'w:tr' || name === 'w:tc') {
      return enter({ kind: 'content' });
    }
    // Anything else mammoth reads nothing inside: a field mammoth does not know, a drawing's shape, a symbol (its
    // character is mammoth's to name: the line's words come from mammoth's text).
    skipped = 1;
  };

  /** Opens an element inside a properties element: reads what it sets and nothing below it, but a list's level. */
  const openProperty = (name: string, attributes: Readonly<Record<string, string>>, parent: Frame): boolean => {
    switch (parent.kind) {
      case 'paragraphProperties':
        if (name === 'w:pStyle') parent.paragraph.styleId = attributes['w:val'];
        else if (name === 'w:numPr') return enter({ kind: 'listProperties', paragraph: parent.paragraph });
        else if (name === 'w:rPr' && !parent.paragraph.sawMark) {
          parent.paragraph.sawMark = true;
          return enter({ kind: 'markProperties', paragraph: parent.paragraph });
        } else readParagraphProperty(name, attributes, parent.paragraph.direct);
        return true;
      case 'listProperties':
        readParagraphProperty(name, attributes, parent.paragraph.direct);
        return true;
      case 'markProperties':
        if (name === 'w:del') parent.paragraph.deleted = true;
        else readRunProperty(name, attributes, parent.paragraph.mark);
        return true;
      case 'runProperties':
        if (name === 'w:rStyle') parent.run.styleId = attributes['w:val'];
        else readRunProperty(name, attributes, parent.run.direct);
        return true;
      case 'tableProperties':
        if (name === 'w:tblStyle') parent.table.styleId = attributes['w:val'];
        return true;
      case 'rowProperties':
        if (name === 'w:del') parent.row.deleted = true;
        return true;
      case 'cellProperties':
        if (name === 'w:vMerge') parent.cell.vMerge = attributes['w:val'] === 'continue' || !attributes['w:val'];
        else if (name === 'w:gridSpan') parent.cell.span = attributes['w:val'] ? parseInt(attributes['w:val'], 10) : 1;
        return true;
      case 'sdtProperties':
        if (name === 'wordml:checkbox') parent.sdt.checkbox = true;
        return true;
      case 'sdt':
        if (name === 'w:sdtPr' && !parent.sdt.sawProperties) {
          parent.sdt.sawProperties = true;
          return enter({ kind: 'sdtProperties', sdt: parent.sdt });
        }
        if (name === 'w:sdtContent' && !parent.sdt.sawContent) {
          parent.sdt.sawContent = true;
          return enter({ kind: 'content' });
        }
        return true;
      case 'text':
        return true;
      default:
        return false;
    }
  };

  streamOoxml(xml, {
    open(name, attributes) {
      if (skipped > 0) {
        skipped++;
        return;
      }
      const parent = frames.at(-1);
      if (!parent) {
        frames.push({ kind: 'root' });
        return;
      }
      if (parent.kind === 'root') {
        if (name === 'w:body' && !sawBody) {
          sawBody = true;
          frames.push({ kind: 'content' });
        } else skipped = 1;
        return;
      }
      const depth = frames.length;
      if (openProperty(name, attributes, parent)) {
        // A property read: nothing below it is (a tracked change's old properties, a tab stop's list).
        if (frames.length === depth) skipped = 1;
        return;
      }
      openContent(name, attributes, parent);
    },
    text(data) {
      const frame = frames.at(-1);
      if (skipped === 0 && frame?.kind === 'text') frame.text += data;
    },
    close() {
      if (skipped > 0) {
        skipped--;
        return;
      }
      const frame = frames.pop();
      if (!frame) return;
      switch (frame.kind) {
        case 'paragraph':
          return closeParagraph(frame.paragraph);
        case 'paragraphProperties': {
          const paragraph = frame.paragraph;
          const style = styles.styleId('paragraph', paragraph.styleId);
          const breaks =
            paragraph.direct.pageBreakBefore ?? styles.inherited('paragraph', style, (definition) => definition.paragraph.pageBreakBefore);
          if (breaks && paragraph.breaksPage) emit({ kind: 'page' });
          return;
        }
        case 'run':
          runs.pop();
          return;
        case 'text':
          return emitText(frame.text);
        case 'table':
          return closeTable(frame.table);
        case 'row':
        case 'cell':
          scopes.pop();
          return;
        case 'picture':
          scopes.pop();
          pictures--;
          append(frame.paragraph.extras, frame.target.tokens);
          return;
        case 'sdt':
          sdts.pop();
          return;
      }
    },
  });
  return body.tokens;
}

/** A table cell (`w:tc`), or a loose one for what a table or row holds outside its cells. */
const newCell = (loose: boolean): CellState => ({
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
function append<T>(into: T[], items: readonly T[]): void {
  for (const item of items) into.push(item);
}

/**
 * A row's cells as one line's, where each holds one short paragraph and two hold words (a label and its value,
 * dates and a title); undefined for a row of prose, of several paragraphs a cell or of tables within tables.
 */
function rowCells(cells: readonly CellState[]): PlainToken[][] | undefined {
  let filled = 0;
  const line: PlainToken[][] = [];
  for (const cell of cells) {
    if (cell.hasTable) return undefined;
    let text = '';
    let paragraphs = 0;
    const plain: PlainToken[] = [];
    for (const token of cell.tokens) {
      if (token.kind === 'row') return undefined;
      plain.push(token);
      if (token.kind === 'text') text += token.text;
      if (token.kind !== 'end') continue;
      if (text.trim() !== '') {
        if (++paragraphs > 1 || text.length > shortCell) return undefined;
      }
      text = '';
    }
    // Words outside a paragraph run into the next cell's in mammoth's text: no line of cells then.
    if (text !== '') return undefined;
    if (paragraphs === 1) filled++;
    line.push(plain);
  }
  return filled >= 2 ? line : undefined;
}
