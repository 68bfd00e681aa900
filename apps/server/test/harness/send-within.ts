import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';

export type Sent = { response: LightMyRequestResponse; ms: number } | { response: undefined; ms: number };

const within = <T>(promise: Promise<T>, ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

/** How long a hung request is still waited for, so what it writes late is not blamed on the next one. */
const lateMs = 30_000;

/** A request that gets no answer within `timeoutMs` is reported as hung instead of stalling the suite. */
export async function sendWithin(app: App, options: InjectOptions, timeoutMs: number): Promise<Sent> {
  const started = performance.now();
  const pending = app.inject(options);
  const response = await within(pending, timeoutMs);
  const ms = Math.round(performance.now() - started);
  if (!response)
    await within(
      pending.catch(() => undefined),
      lateMs,
    );
  // An accepted onboarding run goes on in the background; what it writes belongs to this request.
  await app.settleBackgroundWork();
  return { response, ms };
}

/** What a failure message shows of a response body: enough to recognise it, never megabytes. */
export function excerpt(body: string, length = 240) {
  const flat = body.replace(/\s+/g, ' ');
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}
