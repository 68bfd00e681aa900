import { errorBodySchema, errorStatus } from '@seeker/contract';
import { pollutionMarker } from './json-mutations';
import type { Operation } from './operations';
import { excerpt, type Sent } from './send-within';

// Above the document reader's own 10 s deadline and a worker's start on a busy machine: an upload may take that long and be right.
export const requestTimeoutMs = 15_000;

function errorShapeProblem(status: number, body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${status} with a body that is not JSON: ${excerpt(body)}`;
  }
  const result = errorBodySchema.safeParse(parsed);
  if (!result.success) return `${status} with a body not in the {error:{code,message}} shape: ${excerpt(body)}`;
  const expected = errorStatus[result.data.error.code];
  if (expected !== status) return `${status} with error code ${result.data.error.code}, which means ${expected}: ${excerpt(body)}`;
  return undefined;
}

/** What is wrong with one answer, whatever the request was: a 5xx, no answer, our error shape, a polluted prototype. */
export function responseProblems(operation: Operation, sent: Sent): string[] {
  const problems: string[] = [];
  if (pollutionMarker in Object.prototype) {
    delete (Object.prototype as Record<string, unknown>)[pollutionMarker];
    problems.push('Object.prototype was polluted by the request body');
  }
  if (!sent.response) return [...problems, `no answer within ${requestTimeoutMs} ms (hung)`];
  const { statusCode: status, body } = sent.response;
  if (status >= 500) problems.push(`${status} ${excerpt(body)}`);
  if (operation.ours && status >= 400) {
    const shape = errorShapeProblem(status, body);
    if (shape) problems.push(shape);
  }
  return problems;
}
