import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionPending, signedInAs, signedOut } from '@/test/auth-routes';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render';
import { AuthGate } from '../components/auth-gate';

beforeEach(() => {
  mockFetch({ 'GET /api/auth-providers': () => jsonResponse({ google: false, oidc: false }) });
});

describe('AuthGate', () => {
  it('shows a loading spinner while the session is unknown', async () => {
    await sessionPending();
    renderWithProviders(<AuthGate>app</AuthGate>);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('app')).not.toBeInTheDocument();
  });

  it('shows the sign-in screen when nobody is signed in', async () => {
    await signedOut();
    renderWithProviders(<AuthGate>app</AuthGate>);
    expect(screen.getByRole('heading', { name: 'Welcome to Seeker' })).toBeInTheDocument();
    expect(screen.queryByText('app')).not.toBeInTheDocument();
  });

  it('shows the app to a signed-in user, a guest included', async () => {
    await signedInAs({ isAnonymous: true });
    renderWithProviders(<AuthGate>app</AuthGate>);
    expect(screen.getByText('app')).toBeInTheDocument();
  });
});
