import { llmStructureSchema, readStructure, readStructureWithLlm, structureFromLlmAnswer, structureWithoutLlm, type Llm } from '@seeker/agents';
import type { ResumeStructure } from '@seeker/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { resumes, type LlmStructureColumn } from '../../db/schema';
import { describeError } from '../../http/describe-error';

type Row = Pick<typeof resumes.$inferSelect, 'id' | 'text' | 'storagePath' | 'metadata' | 'layout' | 'llmStructure'>;
type Structure = Pick<ResumeStructure, 'resume' | 'read'>;

export type StructureReaderOptions = {
  db: Db;
  /** The configured LLM; without one, the layout reader alone reads every resume. */
  llm: Llm | undefined;
  /** How long a GET waits for the LLM's first reading of a file before it answers the reader's (decision 0044). */
  timeoutMs?: number;
  /** How long a failed reading stands before a GET asks the LLM again. */
  retryAfterMs?: number;
  now?: () => number;
};

export const llmStructureDefaults = { timeoutMs: 45_000, retryAfterMs: 10 * 60_000 } as const;
/** Readings kept (one per file version), and for how long: "Present" is judged by the day it is read. */
const readsKept = 200;
const readKeptMs = 10 * 60_000;

/**
 * What Seeker read from a resume's file, unconfirmed (decision 0044): with an LLM configured, the LLM is asked once
 * per version of the file, on the first read of its structure, and its answer stored (`resumes.llm_structure`);
 * every read then holds that answer to the document and merges it with the layout reader's, which costs no call.
 * A failure or a timeout answers the reader's fields with a note, is stored too, and is asked again after
 * `retryAfterMs`. Reads of one file that overlap share one call.
 */
export function createStructureReader({
  db,
  llm,
  timeoutMs = llmStructureDefaults.timeoutMs,
  retryAfterMs = llmStructureDefaults.retryAfterMs,
  now = Date.now,
}: StructureReaderOptions) {
  const asking = new Map<string, Promise<{ structure: Structure; stored: LlmStructureColumn }>>();

  async function ask(llmClient: Llm, row: Row, log: FastifyBaseLogger) {
    const options = optionsOf(row);
    const { structure, answer, failure } = await readStructureWithLlm(llmClient, row.text, { ...options, timeoutMs });
    const stored: LlmStructureColumn = {
      storagePath: row.storagePath,
      at: new Date(now()).toISOString(),
      ...(answer ? { answer } : { failure: failure ?? 'the LLM failed unexpectedly' }),
    };
    if (failure) log.warn({ resumeId: row.id, failure }, 'the LLM could not structure a resume; the layout reader answered');
    // For this version of the file only: a replacement that landed meanwhile is read afresh.
    await db
      .update(resumes)
      .set({ llmStructure: stored })
      .where(and(eq(resumes.id, row.id), eq(resumes.storagePath, row.storagePath)))
      .catch((error: unknown) => log.error({ error: describeError(error), resumeId: row.id }, "the LLM's reading of a resume could not be stored"));
    return { structure, stored };
  }

  /** The structure of an unconfirmed resume: the reader's alone, or with the LLM's stored (or first) reading. */
  // The layout reader's reading of a file, kept a while: it runs on the request thread, and a page that asks again (or a
  // person who reloads) should not pay for it twice. Keyed by the file's version; bounded in count and age.
  const read = new Map<string, { at: number; structure: Structure }>();
  function readerStructure(row: Row): Structure {
    const key = `${row.id}\n${row.storagePath}`;
    const kept = read.get(key);
    if (kept && now() - kept.at < readKeptMs) return kept.structure;
    const structure = readStructure(row.text, optionsOf(row));
    read.delete(key);
    read.set(key, { at: now(), structure });
    if (read.size > readsKept) read.delete(read.keys().next().value!);
    return structure;
  }

  async function structureOf(row: Row, log: FastifyBaseLogger): Promise<Structure> {
    const options = optionsOf(row);
    if (!llm) return readerStructure(row);
    const stored = row.llmStructure?.storagePath === row.storagePath ? row.llmStructure : null;
    // Checked again as read: a column written by an older build (or by hand) that no longer fits is asked afresh.
    const answer = stored?.answer === undefined ? undefined : llmStructureSchema.safeParse(stored.answer).data;
    if (answer) return structureFromLlmAnswer(row.text, answer, options);
    if (stored?.failure && now() - Date.parse(stored.at) < retryAfterMs) return structureWithoutLlm(row.text, stored.failure, options);
    const key = `${row.id}\n${row.storagePath}`;
    let pending = asking.get(key);
    if (!pending) {
      pending = ask(llm, row, log).finally(() => asking.delete(key));
      asking.set(key, pending);
    }
    return (await pending).structure;
  }

  return { structureOf };
}

export type StructureReader = ReturnType<typeof createStructureReader>;

function optionsOf(row: Row) {
  return { ocr: row.metadata.readByOcr === true, ...(row.layout ? { layout: row.layout } : {}) };
}
