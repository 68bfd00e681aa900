import { anonymousClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * better-auth 1.7 has no generic-OAuth client plugin: providers registered with the server's
 * genericOAuth plugin are signed in through `signIn.social({ provider: '<providerId>' })`.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [anonymousClient()],
  fetchOptions: {
    // Look fetch up on every call (the default captures it once at import), so test doubles apply.
    customFetchImpl: (input, init) => fetch(input, init),
  },
});

export type AuthSession = NonNullable<ReturnType<typeof authClient.useSession>['data']>;
export type AuthUser = AuthSession['user'];

export const OIDC_PROVIDER_ID = 'oidc';
