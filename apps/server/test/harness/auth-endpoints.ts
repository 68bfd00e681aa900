import type { Operation } from './operations';

const password = 'correct horse battery';

function authPost(path: string, example: object): Operation {
  return {
    key: `POST /api/auth${path}`,
    method: 'POST',
    path: `/api/auth${path}`,
    pathParams: [],
    queryParams: [],
    responses: [],
    needsSession: false,
    body: { kind: 'json', schema: {}, example: { found: true, value: example } },
    ours: false,
  };
}

/**
 * better-auth's endpoints are hidden from the OpenAPI document (its own protocol), so the fuzzer
 * lists the ones the app uses, with bodies that would succeed or fail for ordinary reasons.
 */
export const authEndpoints: Operation[] = [
  authPost('/sign-in/email', { email: 'jane.doe@example.test', password }),
  authPost('/sign-up/email', { email: 'fuzz.signup@example.test', password, name: 'Jane Doe' }),
  authPost('/sign-in/anonymous', {}),
  authPost('/sign-out', {}),
  authPost('/update-user', { name: 'Jane Doe', image: null }),
  authPost('/change-password', { currentPassword: password, newPassword: 'another horse battery', revokeOtherSessions: false }),
  authPost('/link-social', { provider: 'google', callbackURL: '/' }),
  {
    key: 'GET /api/auth/get-session',
    method: 'GET',
    path: '/api/auth/get-session',
    pathParams: [],
    queryParams: [{ name: 'disableCookieCache', required: false, schema: { type: 'boolean' }, example: 'true' }],
    responses: [],
    needsSession: false,
    body: { kind: 'none' },
    ours: false,
  },
];
