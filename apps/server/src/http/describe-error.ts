/**
 * What an error log line keeps: type, code and message, never the data. Drizzle's query errors carry the
 * whole SQL and its parameters (a user's preferences, say) in their message, so only the driver's cause
 * is kept; driver `detail` fields (which quote row values) are dropped. Log it under `error`, not `err`:
 * pino's error serializer would rewrite it as `type: "Object"`.
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return describeNonError(error);
  const isQueryError = error.name === 'DrizzleQueryError' || error.message.startsWith('Failed query:');
  const source = isQueryError && error.cause instanceof Error ? error.cause : error;
  const code = (source as { code?: unknown }).code;
  // A Node system error's message names the file (a user id and their file name): keep what failed, not where.
  const syscall = (source as { syscall?: unknown }).syscall;
  const message = typeof syscall === 'string' && typeof code === 'string' ? `${code} during ${syscall}` : source.message;
  // The stack's first line repeats the message; the frames after it hold no data.
  const frames = error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  return {
    type: isQueryError ? 'DatabaseQueryError' : error.name,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(frames ? { stack: frames } : {}),
  };
}

/**
 * Something thrown or emitted that is not an Error (pg-boss emits plain objects for a lost connection):
 * its own name, message and code when it has them, else only its type.
 */
function describeNonError(error: unknown): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  return {
    type: typeof name === 'string' ? name.slice(0, 100) : 'object',
    ...(typeof message === 'string' ? { message: message.slice(0, 500) } : {}),
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code).slice(0, 100) } : {}),
  };
}
