// word-extractor ships no types: the part of its API doc-text.ts uses (lib/word.js, lib/document.js).
declare module 'word-extractor' {
  type TextOptions = { filterUnicode?: boolean };
  class WordDocument {
    getBody(options?: TextOptions): string;
    getHeaders(options?: TextOptions & { includeFooters?: boolean }): string;
    getTextboxes(options?: TextOptions & { includeBody?: boolean; includeHeadersAndFooters?: boolean }): string;
  }
  export default class WordExtractor {
    extract(source: Buffer | string): Promise<WordDocument>;
  }
}
