import { TextDecoder } from 'node:util';
import { DocumentLimitError, UnreadableDocumentError } from '../document-errors';

// Rich Text Format (Word, WordPad, TextEdit): groups in braces, control words, and text. Read in one pass over the
// bytes with a stack of group states; nothing grows but the text, which stops at the cap.

/** Groups whose content is not the document's text: tables of fonts and colours, pictures, fields' codes, metadata. */
const skippedDestinations = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'object',
  'objdata',
  'fldinst',
  'footer',
  'footerl',
  'footerr',
  'footerf',
  'themedata',
  'colorschememapping',
  'datastore',
  'latentstyles',
  'listtable',
  'listoverridetable',
  'rsidtbl',
  'generator',
  'xmlnstbl',
  'mmathPr',
  'filetbl',
  'revtbl',
  'pgdsctbl',
  'listtext',
  'pntext',
  'bkmkstart',
  'bkmkend',
]);

const breaks: Record<string, string> = { par: '\n', line: '\n', sect: '\n', page: '\n', row: '\n', cell: '\t', tab: '\t' };
const symbols: Record<string, string> = {
  emdash: '\u2014',
  endash: '\u2013',
  bullet: '\u2022',
  lquote: '\u2018',
  rquote: '\u2019',
  ldblquote: '\u201c',
  rdblquote: '\u201d',
  emspace: ' ',
  enspace: ' ',
  qmspace: ' ',
};

type Group = { skip: boolean; unicodeSkip: number };
const maxDepth = 512;

/** The code page a `\ansicpgN` names, as a TextDecoder label; Windows-1252 when it names none or one Node lacks. */
function decoderFor(codePage: number): TextDecoder {
  try {
    return new TextDecoder(`windows-${codePage}`);
  } catch {
    return new TextDecoder('windows-1252');
  }
}

/** Plain text of an RTF document, up to `maxChars` characters. */
export function rtfText(bytes: Uint8Array, maxChars: number): string {
  const source = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (!source.startsWith('{\\rtf')) throw new UnreadableDocumentError('The RTF file could not be read: it does not start with {\\rtf');
  let decoder = decoderFor(1252);
  const stack: Group[] = [];
  let group: Group = { skip: false, unicodeSkip: 1 };
  let text = '';
  let pendingBytes: number[] = [];
  let skipChars = 0; // characters still to skip after a \uN (its fallback)
  const flushBytes = () => {
    if (pendingBytes.length > 0 && !group.skip) text += decoder.decode(Uint8Array.from(pendingBytes));
    pendingBytes = [];
  };
  const emit = (value: string) => {
    flushBytes();
    if (!group.skip) text += value;
  };
  let index = 0;
  while (index < source.length && text.length < maxChars) {
    const char = source[index]!;
    if (char === '{' || char === '}') {
      flushBytes();
      skipChars = 0;
      if (char === '{') {
        if (stack.length >= maxDepth)
          throw new DocumentLimitError(
            'rtf-nesting',
            `This RTF file nests its groups deeper than ${maxDepth}, which no resume needs; save it again and upload that`,
          );
        stack.push(group);
        group = { ...group };
      } else group = stack.pop() ?? group;
      index++;
      continue;
    }
    if (char === '\r' || char === '\n') {
      index++;
      continue;
    }
    if (char !== '\\') {
      if (skipChars > 0) skipChars--;
      else emit(char);
      index++;
      continue;
    }
    const next = source[index + 1] ?? '';
    if (next === "'") {
      const byte = Number.parseInt(source.slice(index + 2, index + 4), 16);
      index += 4;
      if (skipChars > 0) skipChars--;
      else if (!Number.isNaN(byte)) pendingBytes.push(byte);
      continue;
    }
    if (!/[a-zA-Z]/.test(next)) {
      // A control symbol: \\ \{ \} are literal, \~ a no-break space, \_ a hyphen, \* marks an ignorable destination.
      index += 2;
      if (next === '*') group.skip = true;
      else if (next === '~') emit('\u00a0');
      else if (next === '_') emit('-');
      else if (next === '\\' || next === '{' || next === '}') {
        if (skipChars > 0) skipChars--;
        else emit(next);
      }
      continue;
    }
    const word = /^\\([a-zA-Z]{1,32})(-?\d{1,10})? ?/.exec(source.slice(index, index + 48));
    if (!word) {
      index++;
      continue;
    }
    index += word[0].length;
    const [, name, parameter] = word as unknown as [string, string, string | undefined];
    const value = parameter === undefined ? undefined : Number(parameter);
    if (name === 'bin' && value !== undefined) index += Math.max(0, value);
    else if (name === 'ansicpg' && value !== undefined) decoder = decoderFor(value);
    else if (name === 'uc' && value !== undefined) group.unicodeSkip = Math.max(0, Math.min(value, 8));
    else if (name === 'u' && value !== undefined) {
      emit(String.fromCharCode(value < 0 ? value + 65_536 : value));
      skipChars = group.unicodeSkip;
    } else if (skippedDestinations.has(name)) group.skip = true;
    else if (breaks[name] !== undefined) emit(breaks[name]);
    else if (symbols[name] !== undefined) emit(symbols[name]);
  }
  flushBytes();
  return text.slice(0, maxChars);
}
