import { vi } from 'vitest';

export type MockUser = {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  isAnonymous?: boolean | null;
};

export type MockSessionState = {
  data: { user: MockUser; session: { id: string } } | null;
  isPending: boolean;
};

export function signedInAs(user: Partial<MockUser> = {}): MockSessionState {
  const fullUser: MockUser = { id: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com', image: null, ...user };
  return { data: { user: fullUser, session: { id: 'session-1' } }, isPending: false };
}

/**
 * A stand-in for lib/auth-client with a session the test controls. Use from a vi.mock factory:
 * `vi.mock('@/lib/auth-client', async () => (await import('@/test/mock-session')).mockAuthClientModule())`.
 */
export const sessionState: { current: MockSessionState } = { current: signedInAs() };

export function mockAuthClientModule() {
  return {
    OIDC_PROVIDER_ID: 'oidc',
    authClient: {
      useSession: () => sessionState.current,
      signOut: vi.fn(async () => ({ data: { success: true }, error: null })),
      signIn: {
        anonymous: vi.fn(async () => ({ data: null, error: null })),
        email: vi.fn(async () => ({ data: null, error: null })),
        social: vi.fn(async () => ({ data: null, error: null })),
      },
      signUp: { email: vi.fn(async () => ({ data: null, error: null })) },
    },
  };
}
