import { errorBodySchema, type ErrorCode, type ErrorDetail } from '@seeker/contract';

/** Codes of our API plus the two failures that never reach it. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'UNKNOWN';

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The refused fields of a VALIDATION_ERROR, each with its path in the request body. */
  readonly details: ErrorDetail[];

  constructor({ code, message, status, details = [] }: { code: ApiErrorCode; message: string; status: number; details?: ErrorDetail[] }) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }

  /** The message for one field of the request body, when the server refused that field. */
  fieldMessage(path: string): string | undefined {
    return this.details.find((detail) => detail.path === path)?.message;
  }
}

/** Anything with a zod-style `parse`; keeps this module free of a direct zod import. */
export type ResponseSchema<T> = { parse: (data: unknown) => T };

export type ApiRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is when it is FormData (file uploads). */
  body?: unknown;
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /** Request headers beyond the ones every call sends (e.g. `prefer`). */
  headers?: Record<string, string>;
};

export function connectionErrorMessage(): string {
  return `Cannot connect to server. Make sure the server is running at ${window.location.origin}`;
}

/** Fetches one of our own REST routes with the session cookie; throws ApiError on any failure. */
export async function apiFetch<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const isForm = body instanceof FormData;
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      signal,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    // A cancelled query is not a failure; let TanStack Query see the AbortError.
    if (isAbortError(error)) throw error;
    throw new ApiError({ code: 'NETWORK_ERROR', message: connectionErrorMessage(), status: 0 });
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;

  const data: unknown = await response.json().catch(() => undefined);
  if (!schema) return data as T;
  try {
    return schema.parse(data);
  } catch {
    throw new ApiError({ code: 'UNKNOWN', message: UNEXPECTED_ERROR_MESSAGE, status: response.status });
  }
}

// Not `instanceof Error`: a DOMException is not one in every environment.
function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) {
    return new ApiError({ code: 'UNKNOWN', message: UNEXPECTED_ERROR_MESSAGE, status: response.status });
  }
  const { code, message, details } = parsed.data.error;
  return new ApiError({ code, message, status: response.status, details });
}

/** Whether asking again may succeed: the network or the server failed, not the request (a 4xx will not change). */
export function isTransientError(error: unknown): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/** A message fit to show a person, whatever was thrown. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return UNEXPECTED_ERROR_MESSAGE;
}
