import { defaultPreferences } from '@seeker/contract';
import { describe, expect, it } from 'vitest';
import { contractViolations, jsonResponse, mockFetch } from './mock-fetch';

describe('mockFetch', () => {
  it('answers the app’s fetch from MSW, records each request, and says 404 for a route it was not given', async () => {
    const { requests } = mockFetch({ 'PUT /api/users/u1/preferences': () => jsonResponse({ saved: true, preferences: defaultPreferences('UTC') }) });
    const saved = await fetch('/api/users/u1/preferences?x=1', {
      method: 'PUT',
      body: JSON.stringify({ a: 1 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(saved.status).toBe(200);
    expect((await fetch('/api/nowhere')).status).toBe(404);
    expect(requests).toEqual([
      { method: 'PUT', path: '/api/users/u1/preferences', body: { a: 1 }, search: '?x=1' },
      { method: 'GET', path: '/api/nowhere', body: undefined },
    ]);
    expect(contractViolations).toEqual([]);
  });

  it('holds a success answer to the contract, so a fixture cannot drift from what the server sends', async () => {
    mockFetch({ 'GET /api/users/u1/preferences': () => jsonResponse({ saved: 'yes', preferences: {} }) });
    await fetch('/api/users/u1/preferences');
    const found = contractViolations.splice(0);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('GET /api/users/u1/preferences is not what the contract says the server sends — saved:');
  });

  it('plays an unreachable network when a handler throws a TypeError', async () => {
    mockFetch({
      'GET /api/job-sources': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(fetch('/api/job-sources')).rejects.toThrow(TypeError);
  });
});
