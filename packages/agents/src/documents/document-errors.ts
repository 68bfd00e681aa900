/** The file is corrupt or damaged: no reader could make sense of it. */
export class UnreadableDocumentError extends Error {
  override name = 'UnreadableDocumentError';
}

export type DocumentLimit =
  | 'expanded-size'
  | 'pdf-encrypted'
  | 'pdf-structure'
  | 'zip-encrypted'
  | 'zip64'
  | 'zip-compression'
  | 'zip-duplicate-entry'
  | 'dtd'
  | 'xml-elements'
  | 'image-size'
  | 'ocr-time'
  | 'rtf-nesting';

/** The file may be well formed, but reading it would cross a safety limit; the message names the limit. */
export class DocumentLimitError extends Error {
  override name = 'DocumentLimitError';
  constructor(
    readonly limit: DocumentLimit,
    message: string,
  ) {
    super(message);
  }
}

export function formatBytes(bytes: number): string {
  const round = (value: number) => String(Math.round(value * 10) / 10);
  if (bytes >= 1024 * 1024) return `${round(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export function expandedSizeError(type: 'PDF' | 'DOCX' | 'ODT', cap: number): DocumentLimitError {
  return new DocumentLimitError('expanded-size', `This ${type} file expands to more than ${formatBytes(cap)} when unpacked, the limit for a resume`);
}
