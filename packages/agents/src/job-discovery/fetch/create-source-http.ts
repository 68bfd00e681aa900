import type { SourceHttp, SourceRequest } from '../source-adapter';
import { SourceError } from '../source-error';
import type { RobotsCheck } from './robots-policy';

export type SourceHttpOptions = {
  /** Which source this fetcher serves. Not part of messages: describeSourceFailure puts the label in front. */
  source: string;
  userAgent: string;
  /** One deadline for a whole `json` call, retries and waits included. */
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Retries after the first attempt, for 408, 429 and 5xx. */
  maxRetries?: number;
  /** Largest body read, counted as it streams (a missing or lying content-length does not help). */
  maxBytes?: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Cancels every call of this fetcher (a stopped search, a shutting-down worker). */
  signal?: AbortSignal;
  now?: () => number;
  /** For careers sites: each address (redirects included) is checked against its host's robots.txt first. */
  robots?: RobotsCheck;
};

type Settings = Required<Omit<SourceHttpOptions, 'signal' | 'robots'>> & { signal?: AbortSignal; robots?: RobotsCheck };

type Failure = { error: SourceError; retry: 'status' | 'network' | 'never'; retryAfterMs: number | null };

const mebibyte = 1024 * 1024;
const backoffBaseMs = 1_000;
const longestWaitMs = 64_000;
// A dropped or refused connection is often a restart or a proxy hiccup; a wrong host name, a bad
// certificate or a refused redirect is not going to heal in a second, so those are not retried.
const transientNetworkCodes = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']);

/**
 * The one fetcher for job sources. Retries 408, 429 and 5xx up to `maxRetries` times with exponential
 * backoff (1 s, 2 s, 4 s… with jitter) or the source's Retry-After, each wait at most 64 s and never past
 * the deadline. A transient network error is retried once at most: sources that drop connections tend to
 * keep dropping them, and a second retry would spend the budget the other sources of a search share.
 * It never logs; errors carry plain words and never the URL (Jooble keeps its key in the path).
 */
export function createSourceHttp(options: SourceHttpOptions): SourceHttp {
  const settings: Settings = {
    source: options.source,
    userAgent: options.userAgent,
    timeoutMs: options.timeoutMs,
    fetch: options.fetch ?? globalThis.fetch,
    maxRetries: options.maxRetries ?? 2,
    maxBytes: options.maxBytes ?? 32 * mebibyte,
    sleep: options.sleep ?? sleepFor,
    signal: options.signal,
    now: options.now ?? Date.now,
    robots: options.robots,
  };
  return {
    json: (url, request = {}) => requestBody(settings, url, request, { accept: 'application/json', parse: parseJson }),
    text: (url, request = {}) => requestBody(settings, url, request, { accept: 'application/xml, text/xml;q=0.9, */*;q=0.1', parse: (text) => text }),
  };
}

/** What a call wants back: the media types it asks for, and how the body's text becomes its answer. */
type Reading<T> = { accept: string; parse: (text: string) => T };

async function requestBody<T>(settings: Settings, url: string, request: SourceRequest, reading: Reading<T>): Promise<T> {
  const external = settings.signal;
  if (external?.aborted) throw new SourceError('aborted', 'cancelled');
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), settings.timeoutMs);
  const signal = external ? AbortSignal.any([external, deadline.signal]) : deadline.signal;
  const endsAt = settings.now() + settings.timeoutMs;
  try {
    let networkRetried = false;
    for (let attempt = 0; ; attempt++) {
      const outcome = await attemptOnce(settings, url, request, reading, signal);
      if (!('error' in outcome)) return outcome.value;
      const retryable = outcome.retry === 'status' || (outcome.retry === 'network' && !networkRetried);
      if (!retryable || attempt >= settings.maxRetries) throw outcome.error;
      const waitMs = Math.min(outcome.retryAfterMs ?? backoffMs(attempt), longestWaitMs);
      if (settings.now() + waitMs >= endsAt) throw outcome.error;
      networkRetried ||= outcome.retry === 'network';
      await settings.sleep(waitMs, signal);
    }
  } catch (error) {
    if (external?.aborted) throw new SourceError('aborted', 'cancelled');
    if (deadline.signal.aborted) throw new SourceError('timeout', `timed out after ${seconds(settings.timeoutMs)} s`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Same-origin redirects are followed this many times; any other redirect is refused. */
const maxRedirects = 3;

async function attemptOnce<T>(
  settings: Settings,
  url: string,
  request: SourceRequest,
  reading: Reading<T>,
  signal: AbortSignal,
): Promise<{ value: T } | Failure> {
  try {
    let target = new URL(url);
    for (let hop = 0; ; hop++) {
      await settings.robots?.(target);
      // Redirects are followed by hand: a source may move a path, but never send our request (and a
      // key in its headers or path) to another host.
      const response = await settings.fetch(target, {
        method: request.method ?? 'GET',
        headers: requestHeaders(settings.userAgent, reading.accept, request),
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        redirect: 'manual',
        signal,
      });
      if (response.ok) return { value: reading.parse(await readCapped(response, settings.maxBytes)) };
      await response.body?.cancel().catch(() => undefined);
      if (response.status < 300 || response.status >= 400 || response.status === 304) return statusFailure(response, settings.now());
      const next = redirectTarget(response.headers.get('location'), target);
      if (!next || next.origin !== target.origin) return refusedRedirect(response.status, 'to another host');
      if (hop >= maxRedirects) return refusedRedirect(response.status, 'too many times');
      target = next;
    }
  } catch (error) {
    if (error instanceof SourceError || signal.aborted) throw error;
    const code = networkCode(error);
    return {
      error: new SourceError('network', networkMessage(code)),
      retry: transientNetworkCodes.has(code) ? 'network' : 'never',
      retryAfterMs: null,
    };
  }
}

function redirectTarget(location: string | null, from: URL): URL | null {
  if (!location) return null;
  try {
    return new URL(location, from);
  } catch {
    return null;
  }
}

function refusedRedirect(status: number, why: string): Failure {
  return { error: new SourceError('http', `redirected ${why} (HTTP ${status}); not followed`, status), retry: 'never', retryAfterMs: null };
}

function requestHeaders(userAgent: string, accept: string, request: SourceRequest): Headers {
  const headers = new Headers({ 'User-Agent': userAgent, Accept: accept });
  if (request.body !== undefined) headers.set('Content-Type', 'application/json');
  // A request's own headers win (USAJOBS wants the registered email as its User-Agent).
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  return headers;
}

function statusFailure(response: Response, now: number): Failure {
  const status = response.status;
  if (status === 404 || status === 410)
    return { error: new SourceError('not-found', `not found (${status})`, status), retry: 'never', retryAfterMs: null };
  const retryable = status === 408 || status === 429 || status >= 500;
  const error =
    status === 429
      ? new SourceError('rate-limited', 'is limiting our requests (HTTP 429)', status)
      : new SourceError('http', status >= 500 ? `had an error on its side (HTTP ${status})` : `refused our request (HTTP ${status})`, status);
  return { error, retry: retryable ? 'status' : 'never', retryAfterMs: retryAfterMs(response.headers.get('retry-after'), now) };
}

/** Retry-After is either delay-seconds or an HTTP date; anything else is ignored. */
function retryAfterMs(value: string | null, now: number): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Half fixed, half random: spreads clients that failed together without ever retrying instantly. */
function backoffMs(attempt: number): number {
  const full = backoffBaseMs * 2 ** attempt;
  return full / 2 + Math.random() * (full / 2);
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(maxBytes);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new SourceError('invalid-response', 'answer was not JSON');
  }
}

function tooLarge(maxBytes: number): SourceError {
  const size = maxBytes >= mebibyte ? `${round(maxBytes / mebibyte)} MB` : `${round(maxBytes / 1024)} KB`;
  return new SourceError('too-large', `answer larger than ${size}`);
}

/** Node's fetch wraps the socket error: TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }). */
function networkCode(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = (cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : '';
}

function networkMessage(code: string): string {
  if (code === 'ECONNREFUSED') return 'refused the connection';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'could not be found (DNS)';
  if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') return 'did not accept the connection in time';
  if (transientNetworkCodes.has(code)) return 'dropped the connection';
  return 'could not be reached';
}

function sleepFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function seconds(ms: number): number {
  return round(ms / 1000);
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
