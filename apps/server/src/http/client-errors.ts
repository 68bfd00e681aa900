import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorStatus, type ErrorBody, type ErrorCode } from '@seeker/contract';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a 100 KB URL, malformed HTTP) still get
 * our error shape, written straight to the socket, which is then closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [code, message]: [ErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ['HEADERS_TOO_LARGE', 'The URL or headers of the request are too large']
      : ['BAD_REQUEST', 'The request is not valid HTTP'];
  const status = errorStatus[code];
  const body = JSON.stringify({ error: { code, message } } satisfies ErrorBody);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
