import type { FastifyBaseLogger } from 'fastify';

/** better-auth's messages can quote what a client sent (a callback URL, say); a line keeps this much. */
const maxMessageLength = 200;

/**
 * better-auth's own log lines, through our JSON logger: one escaped line each (a newline in a client's
 * value cannot forge another line), bounded, and without the extra arguments, which may hold user data.
 */
export function authLog(logger: FastifyBaseLogger) {
  const log = logger.child({ source: 'better-auth' });
  return (level: 'debug' | 'info' | 'warn' | 'error', message: string) => {
    const text = message.length > maxMessageLength ? `${message.slice(0, maxMessageLength)}…` : message;
    log[level](text);
  };
}
