import { PassThrough } from 'node:stream';
import type { AgentRunStatus } from '@seeker/contract';

export const streamPollMs = 250;
/** A stream never outlives this; the client reconnects with Last-Event-ID if the run still goes on. */
export const streamMaxMs = 5 * 60_000;

function frame(event: AgentRunStatus['events'][number]) {
  return `id: ${event.seq}\nevent: ${event.stage}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * Server-sent events for one run: every event after `afterSeq`, then new ones as the run publishes
 * them (read from the database, so the run may be in another process), ending once it is done or failed.
 */
export function streamRunEvents(
  read: () => Promise<AgentRunStatus>,
  first: AgentRunStatus,
  afterSeq: number,
  onClose: (stop: () => void) => void,
): PassThrough {
  const stream = new PassThrough();
  let sent = afterSeq;
  let stopped = false;
  const started = Date.now();
  const stop = () => {
    stopped = true;
    if (!stream.writableEnded) stream.end();
  };
  onClose(stop);

  const push = (run: AgentRunStatus) => {
    for (const event of run.events) {
      if (event.seq <= sent) continue;
      stream.write(frame(event));
      sent = event.seq;
    }
    return run.status === 'done' || run.status === 'failed';
  };

  const tick = async () => {
    if (stopped) return;
    try {
      const finished = push(await read());
      if (finished || Date.now() - started > streamMaxMs) return stop();
    } catch {
      return stop();
    }
    setTimeout(() => void tick(), streamPollMs).unref();
  };

  stream.write(`retry: 1000\n\n`);
  if (push(first)) stop();
  else setTimeout(() => void tick(), streamPollMs).unref();
  return stream;
}
