import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { sessionState, signedInAs } from '@/test/mock-session';
import { renderWithProviders } from '@/test/render';
import { AuthGate } from '../components/auth-gate';

vi.mock('@/lib/auth-client', async () => (await import('@/test/mock-session')).mockAuthClientModule());

beforeEach(() => {
  mockFetch({ 'GET /api/auth-providers': () => jsonResponse({ google: false, oidc: false }) });
});

describe('AuthGate', () => {
  it('shows a loading spinner while the session is unknown', () => {
    sessionState.current = { data: null, isPending: true };
    renderWithProviders(<AuthGate>app</AuthGate>);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('app')).not.toBeInTheDocument();
  });

  it('shows the sign-in screen when nobody is signed in', () => {
    sessionState.current = { data: null, isPending: false };
    renderWithProviders(<AuthGate>app</AuthGate>);
    expect(screen.getByRole('heading', { name: 'Welcome to Seeker' })).toBeInTheDocument();
    expect(screen.queryByText('app')).not.toBeInTheDocument();
  });

  it('shows the app to a signed-in user, a guest included', () => {
    sessionState.current = signedInAs({ isAnonymous: true });
    renderWithProviders(<AuthGate>app</AuthGate>);
    expect(screen.getByText('app')).toBeInTheDocument();
  });
});
