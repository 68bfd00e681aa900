import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';

export type Sent = { response: LightMyRequestResponse; ms: number } | { response: undefined; ms: number };

/** A request that gets no answer within `timeoutMs` is reported as hung instead of stalling the suite. */
export async function sendWithin(app: App, options: InjectOptions, timeoutMs: number): Promise<Sent> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  try {
    const response = await Promise.race([app.inject(options), timeout]);
    const ms = Math.round(performance.now() - started);
    // An accepted onboarding run goes on in the background; what it writes belongs to this request.
    await app.settleBackgroundWork();
    return { response, ms };
  } finally {
    clearTimeout(timer);
  }
}

/** What a failure message shows of a response body: enough to recognise it, never megabytes. */
export function excerpt(body: string, length = 240) {
  const flat = body.replace(/\s+/g, ' ');
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}
