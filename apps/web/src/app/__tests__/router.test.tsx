import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInAs, signedOut } from '@/test/auth-routes';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render';
import { AppRouter } from '../router';

const signedInApp = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { loads: 0, arrived, arrive: () => arrive() };
});

// Stands in for React Router and the screens; counts how often their code is fetched, which arrives
// when the test says (the session comes from the server now, so the spinner is seen while the code is on its way).
vi.mock('../signed-in-router', async () => {
  signedInApp.loads += 1;
  await signedInApp.arrived;
  return { SignedInRouter: () => <p>the signed-in app</p> };
});

describe('app router', () => {
  it('fetches the router and the screens only once someone is signed in', async () => {
    mockFetch({ 'GET /api/auth-providers': () => jsonResponse({ google: false, oidc: false }) });
    await signedOut();
    renderWithProviders(<AppRouter />);
    expect(screen.getByRole('heading', { name: 'Welcome to Seeker' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Continue as guest' });
    expect(signedInApp.loads).toBe(0);

    await signedInAs({ isAnonymous: true });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    signedInApp.arrive();
    expect(await screen.findByText('the signed-in app')).toBeInTheDocument();
    expect(signedInApp.loads).toBe(1);
  });
});
