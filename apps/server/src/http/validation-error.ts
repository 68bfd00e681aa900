import type { ErrorDetail } from '@seeker/contract';
import { AppError } from '../lib/app-error';

/** Enough to show every field of any form we have; a flood of issues is not worth sending back. */
export const maxDetails = 20;

/**
 * The one VALIDATION_ERROR: "Invalid <part> <path>: <message>" for the first refused field, and every
 * refused field in `details` so the web shows each message at its field. `part` is body, params,
 * querystring or metadata.
 */
export function validationError(part: string, details: ErrorDetail[]): AppError {
  const kept = details.slice(0, maxDetails);
  const first = kept[0];
  const where = [part, first?.path].filter(Boolean).join(' ');
  return new AppError('VALIDATION_ERROR', `Invalid ${where}: ${first?.message ?? 'invalid value'}`, kept);
}

/** zod's issues as details: dotted paths within the part. */
export function zodIssueDetails(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ErrorDetail[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
