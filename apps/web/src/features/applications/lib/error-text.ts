import { ApiError } from '@/lib/api-client';

/** What the server said went wrong (or the lost connection); `fallback` when it said nothing readable. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code !== 'UNKNOWN' && error.message) return error.message;
  return fallback;
}

/** The refused fields of a request, by field name: the server's own, or the contract's checked here first. */
export function fieldMessages(issues: readonly { path: readonly PropertyKey[] | string; message: string }[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of issues) {
    const field = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    byField[field] ??= issue.message;
  }
  return byField;
}

/** The server's field messages of a failed request, if it refused fields. */
export function apiFieldMessages(error: unknown): Record<string, string> {
  return error instanceof ApiError ? fieldMessages(error.details) : {};
}

/** Focus on the first refused field, in the form's order, so the reason is read at once. */
export function focusFirstRefused(form: HTMLFormElement, fields: readonly string[], refused: Record<string, string>) {
  const first = fields.find((field) => refused[field]);
  if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
