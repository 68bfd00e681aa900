import { describe, expect, it, vi } from 'vitest';
import { createSessionCache, type VerifiedSession } from './session-cache';

const alice = { id: 'alice', email: 'alice@example.test', name: 'Alice', image: null, isAnonymous: false };
const bob = { ...alice, id: 'bob', email: 'bob@example.test', name: 'Bob' };
const cookieName = 'seeker.session_token';
const cookie = (value: string) => `theme=dark; ${cookieName}=${value}`;

function setUp(ttlMs = 10_000) {
  let clock = 1_000_000;
  const cache = createSessionCache({ cookieNames: [`__Secure-${cookieName}`, cookieName], ttlMs, now: () => clock });
  const session = (user = alice, token = 'token-a', expiresInMs = 60_000): VerifiedSession => ({
    user,
    token,
    expiresAt: new Date(clock + expiresInMs),
  });
  return { cache, session, advance: (ms: number) => (clock += ms) };
}

describe('session cache', () => {
  it('checks a cookie once, then answers from memory until the TTL passes', async () => {
    const { cache, session, advance } = setUp();
    const verify = vi.fn(async () => session());
    expect(await cache.lookup(cookie('token-a.sig'), verify)).toEqual(alice);
    expect(await cache.lookup(cookie('token-a.sig'), verify)).toEqual(alice);
    expect(verify).toHaveBeenCalledTimes(1);
    advance(10_001);
    expect(await cache.lookup(cookie('token-a.sig'), verify)).toEqual(alice);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('never keeps a session past its own expiry', async () => {
    const { cache, session, advance } = setUp();
    const verify = vi.fn(async () => session(alice, 'token-a', 2_000));
    await cache.lookup(cookie('token-a.sig'), verify);
    advance(2_001);
    verify.mockResolvedValueOnce(null as never);
    expect(await cache.lookup(cookie('token-a.sig'), verify)).toBeNull();
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('keys on the whole signed cookie: another signature, another cookie or none is checked by better-auth', async () => {
    const { cache, session } = setUp();
    const verify = vi.fn(async () => session());
    await cache.lookup(cookie('token-a.sig'), verify);
    await cache.lookup(cookie('token-a.forged'), verify);
    await cache.lookup('theme=dark', verify);
    await cache.lookup(undefined, verify);
    expect(verify).toHaveBeenCalledTimes(4);
    // The secure cookie's name is a session cookie too; a cookie named like it is not.
    await cache.lookup(`__Secure-${cookieName}=token-a.sig`, verify);
    await cache.lookup(`x${cookieName}=token-a.sig`, verify);
    expect(verify).toHaveBeenCalledTimes(6);
  });

  it('keeps no answer of "no session"', async () => {
    const { cache } = setUp();
    const verify = vi.fn(async () => null);
    expect(await cache.lookup(cookie('stale.sig'), verify)).toBeNull();
    expect(await cache.lookup(cookie('stale.sig'), verify)).toBeNull();
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('drops every session of a user at once, and one session by its token', async () => {
    const { cache, session } = setUp();
    await cache.lookup(cookie('laptop.sig'), async () => session(alice, 'laptop'));
    await cache.lookup(cookie('phone.sig'), async () => session(alice, 'phone'));
    await cache.lookup(cookie('bob.sig'), async () => session(bob, 'bob'));
    expect(cache.size()).toBe(3);
    expect(cache.userOfCookie(cookie('phone.sig'))).toBe('alice');

    cache.forgetToken('phone');
    expect(cache.userOfCookie(cookie('phone.sig'))).toBeUndefined();
    expect(cache.size()).toBe(2);
    cache.forgetUser('alice');
    expect(cache.size()).toBe(1);
    const verify = vi.fn(async () => null);
    expect(await cache.lookup(cookie('laptop.sig'), verify)).toBeNull();
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('shares one check among the requests of a page, and keeps none that was under way when the user was forgotten', async () => {
    const { cache, session } = setUp();
    let finish: (value: VerifiedSession) => void = () => {};
    const verify = vi.fn(() => new Promise<VerifiedSession>((resolve) => (finish = resolve)));
    const first = cache.lookup(cookie('token-a.sig'), verify);
    const second = cache.lookup(cookie('token-a.sig'), verify);
    expect(verify).toHaveBeenCalledTimes(1);
    cache.forgetUser('alice');
    finish(session());
    expect(await first).toEqual(alice);
    expect(await second).toEqual(alice);
    expect(cache.size()).toBe(0);
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    let clock = 0;
    const cache = createSessionCache({ cookieNames: [cookieName], maxEntries: 2, now: () => clock });
    for (const token of ['a', 'b', 'c']) {
      clock++;
      await cache.lookup(cookie(`${token}.sig`), async () => ({ user: { ...alice, id: token }, token, expiresAt: new Date(clock + 60_000) }));
    }
    expect(cache.size()).toBe(2);
    expect(cache.userOfCookie(cookie('a.sig'))).toBeUndefined();
    expect(cache.userOfCookie(cookie('c.sig'))).toBe('c');
  });
});
