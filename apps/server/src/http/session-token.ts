/** better-auth's session cookie with our prefix (`__Secure-` in front on https): its value, the signed token. */
const sessionCookie = /(?:^|;\s*)(?:__Secure-)?seeker\.session_token=([^;\s]+)/;

/**
 * The session cookie's value as the request sent it, unchecked: enough to tell one browser's requests from
 * another's (who takes turns with whom), never to say who is signed in (that is `requireUser`'s).
 */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  return sessionCookie.exec(cookieHeader ?? '')?.[1];
}
