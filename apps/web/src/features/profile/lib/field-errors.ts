import type { ErrorDetail } from '@seeker/contract';

/** Field path ("experience.0.endDate") → the first message for it. */
export type FieldErrors = Record<string, string>;

export function errorsFrom(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

export function errorsFromDetails(details: ErrorDetail[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const detail of details) errors[detail.path] ??= detail.message;
  return errors;
}
