import { authProvidersSchema } from '@seeker/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api-client';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiFetch', () => {
  it('sends the session cookie and returns the parsed body', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ google: true, oidc: false }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiFetch('/api/auth-providers', { schema: authProvidersSchema })).resolves.toEqual({
      google: true,
      oidc: false,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth-providers', expect.objectContaining({ method: 'GET', credentials: 'include' }));
  });

  it('sends a body as JSON', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiFetch('/api/things', { method: 'POST', body: { a: 1 } })).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/things',
      expect.objectContaining({
        method: 'POST',
        body: '{"a":1}',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
      }),
    );
  });

  it('throws the code, message and status of an error body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { code: 'FORBIDDEN', message: 'Unauthorized access to user data' } }, 403)),
    );

    const error = await caught(apiFetch('/api/jobs/1'));
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe('Unauthorized access to user data');
    expect(error.status).toBe(403);
  });

  it('falls back to a generic message when the error body is not ours', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<h1>Bad gateway</h1>', { status: 502 })),
    );

    const error = await caught(apiFetch('/api/jobs'));
    expect(error.message).toBe('An unexpected error occurred');
    expect(error.code).toBe('UNKNOWN');
    expect(error.status).toBe(502);
  });

  it('says the server cannot be reached when the request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    const error = await caught(apiFetch('/api/jobs'));
    expect(error.message).toBe(`Cannot connect to server. Make sure the server is running at ${window.location.origin}`);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.status).toBe(0);
  });

  it('passes an abort through untouched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    );

    await expect(apiFetch('/api/jobs')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects a success body that does not match the schema', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ google: 'yes' })),
    );

    const error = await caught(apiFetch('/api/auth-providers', { schema: authProvidersSchema }));
    expect(error.message).toBe('An unexpected error occurred');
  });
});
