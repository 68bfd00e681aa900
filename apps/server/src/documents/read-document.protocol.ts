import type { WorkerAnswer } from '../workers/worker-pool';
import type { ResumeFileType } from '@seeker/contract';

export type ReadRequest = { type: ResumeFileType; bytes: Uint8Array; maxTextChars: number };

/** `limit`: over one of the extractor's limits; `unreadable`: a damaged file; `failed`: a bug of ours. */
export type ReadFailureKind = 'limit' | 'unreadable' | 'failed';

export type ReadResponse = WorkerAnswer<string> & ({ ok: true } | { ok: false; kind: ReadFailureKind });
