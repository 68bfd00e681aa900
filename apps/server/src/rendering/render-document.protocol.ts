import type { ParsedResume } from '@seeker/contract';
import type { WorkerAnswer } from '../workers/worker-pool';

export type RenderFormat = 'pdf' | 'docx';

/** A tailored resume or a cover letter, to be made into a PDF or a DOCX. */
export type RenderRequest = ({ kind: 'resume'; resume: ParsedResume } | { kind: 'letter'; text: string }) & { format: RenderFormat; title: string };

export type RenderResponse = WorkerAnswer<Uint8Array>;
