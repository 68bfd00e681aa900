export class TimedOutError extends Error {
  override name = 'TimedOutError';
}

/**
 * The promise's outcome, or a TimedOutError once `ms` have passed: for reads a probe or a scrape must
 * not wait on for ever (a slow database). The work itself goes on; its late outcome is dropped.
 */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimedOutError(`${what} took longer than ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
