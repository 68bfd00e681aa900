/** better-auth's session cookie with our prefix (create-auth.ts); `__Secure-` in front when the cookies are secure (https). */
export function sessionCookieName(secureCookies: boolean): string {
  return `${secureCookies ? '__Secure-' : ''}seeker.session_token`;
}

/**
 * The value of the one session cookie better-auth reads (`name`) as the request sent it, unchecked: enough to
 * tell one browser's requests from another's (who takes turns with whom), never to say who is signed in (that
 * is `requireUser`'s). The first cookie of that name, as better-auth takes it; other names never count.
 */
export function sessionTokenOf(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const pair = part.trim();
    if (pair.startsWith(`${name}=`)) return pair.slice(name.length + 1) || undefined;
  }
  return undefined;
}
