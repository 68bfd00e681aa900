import crypto from 'node:crypto';

export type SignedClaims = { subject: string; expiresAt: number };

function sign(secret: string, payload: string) {
  return crypto.createHmac('sha256', secret).update(payload).digest('base64url');
}

/** A URL-safe token that names one resource until it expires; forging it needs the server's secret. */
export function createSignedToken(secret: string, claims: SignedClaims): string {
  const payload = Buffer.from(JSON.stringify({ s: claims.subject, e: claims.expiresAt })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The claims of a valid, unexpired token; undefined for anything else. */
export function verifySignedToken(secret: string, token: string, now = Date.now()): SignedClaims | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return undefined;
  try {
    const { s, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { s: unknown; e: unknown };
    if (typeof s !== 'string' || typeof e !== 'number' || e <= now) return undefined;
    return { subject: s, expiresAt: e };
  } catch {
    return undefined;
  }
}
