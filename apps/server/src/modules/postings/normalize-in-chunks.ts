import { normalizePosting, SourceError, type Posting, type RawPosting } from '@seeker/agents';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';

/** Postings read from one board or feed answer; a board listing more is cut (the largest real boards list ~2,000). */
export const maxBoardPostings = 3_000;
const chunkSize = 25;

/**
 * Sanitising descriptions is CPU work (~0.3 s per MB of HTML): done a chunk at a time, giving the
 * event loop back between chunks so one huge board never stalls other requests, and stopping when
 * the caller's deadline has passed.
 */
export async function normalizeInChunks(raws: RawPosting[], signal?: AbortSignal): Promise<Posting[]> {
  const postings: Posting[] = [];
  for (let start = 0; start < raws.length; start += chunkSize) {
    if (signal?.aborted) throw new SourceError('timeout', 'timed out while reading its postings');
    for (const raw of raws.slice(start, start + chunkSize)) postings.push(normalizePosting(raw));
    await yieldToEventLoop();
  }
  return postings;
}
