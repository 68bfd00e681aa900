/** better-auth's session cookie with our prefix (create-auth.ts); `__Secure-` in front when the cookies are secure (https). */
export function sessionCookieName(secureCookies: boolean): string {
  return `${secureCookies ? '__Secure-' : ''}seeker.session_token`;
}

/** The value of one cookie in a Cookie header (the first of that name), or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * The value of the one session cookie better-auth reads (`name`) as the request sent it, unchecked: enough to
 * tell one browser's requests from another's (who takes turns with whom), never to say who is signed in (that
 * is `requireUser`'s). Other names never count; an empty value is none.
 */
export function sessionTokenOf(cookieHeader: string | undefined, name: string): string | undefined {
  return cookieValue(cookieHeader, name) || undefined;
}
