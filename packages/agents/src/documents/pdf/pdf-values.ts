import type { PdfName } from './pdf-lexer';
import type { PdfDict, PdfRef, PdfStream, PdfValue } from './pdf-parser';

type Kinded = { kind: string };

function hasKind(value: unknown, kind: string): boolean {
  return typeof value === 'object' && value !== null && 'kind' in value && (value as Kinded).kind === kind;
}

export const isRef = (value: unknown): value is PdfRef => hasKind(value, 'ref');
export const isName = (value: unknown): value is PdfName => hasKind(value, 'name');
export const isDict = (value: unknown): value is PdfDict => hasKind(value, 'dict');
export const isStream = (value: unknown): value is PdfStream => hasKind(value, 'stream');

/** pdf.js's Dict.get(key1, key2): the first key present wins, even when its value is useless. */
export function getEntry(dict: PdfDict, ...keys: string[]): PdfValue | undefined {
  for (const key of keys) if (dict.entries.has(key)) return dict.entries.get(key);
  return undefined;
}
