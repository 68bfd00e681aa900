import { describe, expect, it } from 'vitest';
import { createSignedToken, verifySignedToken } from './signed-token';

const secret = 'a-secret-of-reasonable-length-123456';

describe('signed tokens', () => {
  it('round-trips until the expiry and not after', () => {
    const token = createSignedToken(secret, { subject: 'resume-1', expiresAt: 2_000 });
    expect(verifySignedToken(secret, token, 1_999)).toEqual({ subject: 'resume-1', expiresAt: 2_000 });
    expect(verifySignedToken(secret, token, 2_000)).toBeUndefined();
  });

  it('refuses a token signed with another secret, tampered with, or malformed', () => {
    const token = createSignedToken(secret, { subject: 'resume-1', expiresAt: Date.now() + 60_000 });
    expect(verifySignedToken('another-secret-of-reasonable-length', token)).toBeUndefined();
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ s: 'resume-2', e: Date.now() + 60_000 })).toString('base64url');
    expect(verifySignedToken(secret, `${forged}.${signature}`)).toBeUndefined();
    expect(verifySignedToken(secret, `${payload}`)).toBeUndefined();
    expect(verifySignedToken(secret, `${payload}.${signature}.x`)).toBeUndefined();
    expect(verifySignedToken(secret, '')).toBeUndefined();
  });
});
