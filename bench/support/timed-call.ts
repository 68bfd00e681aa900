// One API request as a bench's user makes it, timed: status 0 for a timeout or a dropped connection.
export type TimedCall<Kind extends string> = {
  sample: { kind: Kind; ms: number; ok: boolean; status: number };
  json: unknown;
  setCookie: string[];
  /** Characters of a text answer, or bytes of a binary one. */
  bytes: number;
};

export type CallInit = { cookie?: string; body?: unknown; prefer?: string; binary?: boolean };

/** A caller for one server: writes carry its origin (the server's PUBLIC_URL), as a browser's would. */
export function timedCaller(base: string, origin: string, timeoutMs: number) {
  return async function call<Kind extends string>(kind: Kind, method: string, url: string, init: CallInit = {}): Promise<TimedCall<Kind>> {
    const started = performance.now();
    let status = 0;
    let json: unknown;
    let bytes = 0;
    let setCookie: string[] = [];
    try {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(init.prefer ? { prefer: init.prefer } : {}),
          ...(method === 'GET' ? {} : { origin, 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      setCookie = response.headers.getSetCookie();
      if (init.binary) bytes = (await response.arrayBuffer()).byteLength;
      else {
        const text = await response.text();
        bytes = text.length;
        json = text ? JSON.parse(text) : undefined;
      }
      status = response.status;
    } catch {
      // a timeout or a dropped connection: status 0
    }
    return { sample: { kind, ms: performance.now() - started, ok: status >= 200 && status < 300, status }, json, setCookie, bytes };
  };
}
