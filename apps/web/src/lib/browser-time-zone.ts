/** The browser's IANA time zone, or UTC when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** An API path with the browser's zone as `timezone` (what the user's dates mean until they save a zone of their own). */
export function withBrowserZone(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ timezone: browserTimeZone() })}`;
}
