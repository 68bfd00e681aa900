import type { WorkerAnswer } from '../workers/worker-pool';
import type { LayoutLine } from '@seeker/agents/documents';
import type { ResumeFileType } from '@seeker/contract';

/** `ocrMs`: how long OCR may take once it starts (the extractor's own deadline, inside the pool's extended one). */
export type ReadRequest = { type: ResumeFileType; bytes: Uint8Array; maxTextChars: number; ocrMs: number };

/**
 * A document's text, whether OCR read it from images (a scan, a photo: then every field read from it needs checking),
 * and the lines it was laid out in where its format has them (decision 0043).
 */
export type DocumentText = { text: string; ocr: boolean; layout?: LayoutLine[] };

/** `limit`: over one of the extractor's limits; `unreadable`: a damaged file; `failed`: a bug of ours. */
export type ReadFailureKind = 'limit' | 'unreadable' | 'failed';

export type ReadResponse = WorkerAnswer<DocumentText> & ({ ok: true } | { ok: false; kind: ReadFailureKind });
