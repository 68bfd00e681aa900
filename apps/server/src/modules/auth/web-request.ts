import type { IncomingHttpHeaders } from 'node:http';

export function toWebHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [key, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => result.append(key, item));
    else result.append(key, String(value));
  }
  return result;
}
