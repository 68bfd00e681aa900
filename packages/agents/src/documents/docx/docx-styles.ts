import { streamOoxml } from './ooxml-stream';

/** Character formatting as a run, a style or the document's defaults set it; unset where they leave it. */
export type RunFormat = { size?: number; bold?: boolean; boldComplex?: boolean };

/** Paragraph formatting, in points (`line` in 240ths of a line where `lineRule` is auto, else in points). */
export type ParagraphFormat = {
  left?: number;
  before?: number;
  after?: number;
  line?: number;
  lineRule?: string;
  contextual?: boolean;
  pageBreakBefore?: boolean;
  numId?: string;
  level?: string;
};

/** Word's largest font size, in points; a `w:sz` past it is read as it. */
const largestSize = 1638;
/** Twenty-two inches, Word's widest page: no indent or spacing is larger. */
const largestMeasure = 1584;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** `w:val` of an on/off property: on unless it says 0, false or off. */
export const onOff = (value: string | undefined) => value === undefined || !/^(?:0|false|off)$/i.test(value);

/** A `w:sz` in half-points as points, as mammoth reads it (digits only). */
export function halfPoints(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return clamp(Number(value) / 2, 1, largestSize);
}

const units: Readonly<Record<string, number>> = { mm: 72 / 25.4, cm: 72 / 2.54, in: 72, pt: 1, pc: 12, pi: 12 };

/** A length in twips (or a universal measure, as Strict OOXML writes them) as points. */
export function points(value: string | undefined): number | undefined {
  const match = value === undefined ? null : /^(-?\d+(?:\.\d+)?)(mm|cm|in|pt|pc|pi)?$/.exec(value.trim());
  if (!match) return undefined;
  const number = Number(match[1]);
  return clamp(match[2] ? number * units[match[2]]! : number / 20, -largestMeasure, largestMeasure);
}

/** Reads one child of a `w:rPr` into the format. */
export function readRunProperty(name: string, attributes: Readonly<Record<string, string>>, format: RunFormat): void {
  if (name === 'w:sz') format.size = halfPoints(attributes['w:val']) ?? format.size;
  else if (name === 'w:b') format.bold = onOff(attributes['w:val']);
  else if (name === 'w:bCs') format.boldComplex = onOff(attributes['w:val']);
}

/** Reads one child of a `w:pPr` (or of its `w:numPr`) into the format. */
export function readParagraphProperty(name: string, attributes: Readonly<Record<string, string>>, format: ParagraphFormat): void {
  if (name === 'w:ind') {
    format.left = points(attributes['w:start'] ?? attributes['w:left']) ?? format.left;
  } else if (name === 'w:spacing') {
    format.before = spacing(attributes['w:before']) ?? format.before;
    format.after = spacing(attributes['w:after']) ?? format.after;
    const line = attributes['w:line'];
    if (line !== undefined && /^\d+$/.test(line)) {
      format.line = Number(line);
      format.lineRule = attributes['w:lineRule'] ?? 'auto';
    }
  } else if (name === 'w:contextualSpacing') format.contextual = onOff(attributes['w:val']);
  else if (name === 'w:pageBreakBefore') format.pageBreakBefore = onOff(attributes['w:val']);
  else if (name === 'w:numId') format.numId = attributes['w:val'];
  else if (name === 'w:ilvl') format.level = attributes['w:val'];
}

const spacing = (value: string | undefined) => {
  const read = points(value);
  return read === undefined ? undefined : Math.max(0, read);
};

type Style = { basedOn?: string; run: RunFormat; paragraph: ParagraphFormat };
type StyleKind = 'paragraph' | 'character' | 'table';

/** How far a `w:basedOn` chain is followed: Word's own are a few deep; a loop ends here. */
const deepestChain = 16;

/** A DOCX's styles (styles.xml), defaults (`w:docDefaults`) and list indents (numbering.xml), as formatting resolves them. */
export class DocxStyles {
  private readonly styles: Record<StyleKind, Map<string, Style>> = { paragraph: new Map(), character: new Map(), table: new Map() };
  private readonly defaultIds: Partial<Record<StyleKind, string>> = {};
  readonly defaultRun: RunFormat = {};
  readonly defaultParagraph: ParagraphFormat = {};
  /** numId → abstractNumId, and abstractNumId → level → left indent. */
  private readonly lists = new Map<string, string>();
  private readonly listIndents = new Map<string, Map<string, number>>();

  constructor(styles?: Buffer, numbering?: Buffer) {
    if (styles) this.readStyles(styles);
    if (numbering) this.readNumbering(numbering);
  }

  /** The style a `w:pStyle` (`w:rStyle`, `w:tblStyle`) names where it exists, else the kind's default style. */
  styleId(kind: StyleKind, id: string | undefined): string | undefined {
    return id !== undefined && this.styles[kind].has(id) ? id : this.defaultIds[kind];
  }

  /** The first value a style or the styles it is based on set. */
  inherited<T>(kind: StyleKind, id: string | undefined, read: (style: Style) => T | undefined): T | undefined {
    for (let depth = 0; id !== undefined && depth < deepestChain; depth++) {
      const style = this.styles[kind].get(id);
      if (!style) return undefined;
      const value = read(style);
      if (value !== undefined) return value;
      id = style.basedOn;
    }
    return undefined;
  }

  /** The left indent a list level sets (numbering.xml), where the paragraph is in a list. */
  listIndent(numId: string | undefined, level: string | undefined): number | undefined {
    if (numId === undefined || numId === '0') return undefined;
    const abstract = this.lists.get(numId);
    return abstract === undefined ? undefined : this.listIndents.get(abstract)?.get(level ?? '0');
  }

  private readStyles(xml: Buffer) {
    const path: string[] = [];
    let current: { kind?: StyleKind; id?: string; isDefault: boolean; style: Style } | undefined;
    streamOoxml(xml, {
      open: (name, attributes) => {
        path.push(name);
        const depth = path.length;
        if (depth === 2 && name === 'w:style') {
          const type = attributes['w:type'] ?? 'paragraph';
          const kind = type === 'paragraph' || type === 'character' || type === 'table' ? type : undefined;
          current = {
            kind,
            id: attributes['w:styleId'],
            isDefault: /^(?:1|true|on)$/i.test(attributes['w:default'] ?? ''),
            style: { run: {}, paragraph: {} },
          };
        } else if (current && depth === 3 && name === 'w:basedOn') {
          current.style.basedOn = attributes['w:val'];
        } else if (current && depth === 4 && path[2] === 'w:rPr') {
          readRunProperty(name, attributes, current.style.run);
        } else if (current && (depth === 4 || (depth === 5 && path[3] === 'w:numPr')) && path[2] === 'w:pPr') {
          readParagraphProperty(name, attributes, current.style.paragraph);
        } else if (depth === 5 && path[1] === 'w:docDefaults' && path[3] === 'w:rPr' && path[2] === 'w:rPrDefault') {
          readRunProperty(name, attributes, this.defaultRun);
        } else if (depth === 5 && path[1] === 'w:docDefaults' && path[3] === 'w:pPr' && path[2] === 'w:pPrDefault') {
          readParagraphProperty(name, attributes, this.defaultParagraph);
        }
      },
      close: () => {
        if (path.length === 2 && current) {
          const { kind, id, isDefault, style } = current;
          // As mammoth: the first definition of an id is the one kept.
          if (kind && id !== undefined && !this.styles[kind].has(id)) {
            this.styles[kind].set(id, style);
            if (isDefault && this.defaultIds[kind] === undefined) this.defaultIds[kind] = id;
          }
          current = undefined;
        }
        path.pop();
      },
      text: () => {},
    });
  }

  private readNumbering(xml: Buffer) {
    const path: string[] = [];
    let abstract: string | undefined;
    let level: string | undefined;
    let list: string | undefined;
    streamOoxml(xml, {
      open: (name, attributes) => {
        path.push(name);
        const depth = path.length;
        if (depth === 2 && name === 'w:abstractNum') abstract = attributes['w:abstractNumId'];
        else if (depth === 2 && name === 'w:num') list = attributes['w:numId'];
        else if (depth === 3 && name === 'w:lvl') level = attributes['w:ilvl'];
        else if (depth === 3 && name === 'w:abstractNumId' && list !== undefined && attributes['w:val'] !== undefined && !this.lists.has(list))
          this.lists.set(list, attributes['w:val']);
        else if (
          depth === 5 &&
          name === 'w:ind' &&
          path[1] === 'w:abstractNum' &&
          path[3] === 'w:pPr' &&
          abstract !== undefined &&
          level !== undefined
        ) {
          const left = points(attributes['w:start'] ?? attributes['w:left']);
          const levels = this.listIndents.get(abstract) ?? new Map<string, number>();
          if (left !== undefined && !levels.has(level)) levels.set(level, left);
          this.listIndents.set(abstract, levels);
        }
      },
      close: () => {
        path.pop();
      },
      text: () => {},
    });
  }
}
