/**
 * What an error log line keeps: type, code and message, never the data. Drizzle's query errors carry the
 * whole SQL and its parameters (a user's preferences, say) in their message, so only the driver's cause
 * is kept; driver `detail` fields (which quote row values) are dropped. Log it under `error`, not `err`:
 * pino's error serializer would rewrite it as `type: "Object"`.
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
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
