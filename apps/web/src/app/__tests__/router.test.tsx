import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { sessionState, signedInAs } from '@/test/mock-session';
import { renderWithProviders } from '@/test/render';
import { AppRouter } from '../router';

const signedInApp = vi.hoisted(() => ({ loads: 0 }));

vi.mock('@/lib/auth-client', async () => (await import('@/test/mock-session')).mockAuthClientModule());
// Stands in for React Router and the screens; counts how often their code is fetched.
vi.mock('../signed-in-router', () => {
  signedInApp.loads += 1;
  return { SignedInRouter: () => <p>the signed-in app</p> };
});

describe('app router', () => {
  it('fetches the router and the screens only once someone is signed in', async () => {
    mockFetch({ 'GET /api/auth-providers': () => jsonResponse({ google: false, oidc: false }) });
    sessionState.current = { data: null, isPending: false };
    const { rerender } = renderWithProviders(<AppRouter />);
    expect(screen.getByRole('heading', { name: 'Welcome to Seeker' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Continue as guest' });
    expect(signedInApp.loads).toBe(0);

    sessionState.current = signedInAs({ isAnonymous: true });
    rerender(<AppRouter />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText('the signed-in app')).toBeInTheDocument();
    expect(signedInApp.loads).toBe(1);
  });
});
