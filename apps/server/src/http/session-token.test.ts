import { describe, expect, it } from 'vitest';
import { sessionCookieName, sessionTokenOf } from './session-token';

const plain = sessionCookieName(false);
const secure = sessionCookieName(true);

describe('sessionTokenOf', () => {
  it("reads the one session cookie's value among other cookies", () => {
    expect(plain).toBe('seeker.session_token');
    expect(secure).toBe('__Secure-seeker.session_token');
    expect(sessionTokenOf('seeker.session_token=abc.sig', plain)).toBe('abc.sig');
    expect(sessionTokenOf('theme=dark; __Secure-seeker.session_token=abc.sig; other=1', secure)).toBe('abc.sig');
  });

  it('never takes the other name: a decoy __Secure- cookie over http (or a plain one over https) is not the session', () => {
    expect(sessionTokenOf('__Secure-seeker.session_token=decoy; seeker.session_token=real', plain)).toBe('real');
    expect(sessionTokenOf('seeker.session_token=decoy; __Secure-seeker.session_token=real', secure)).toBe('real');
    expect(sessionTokenOf('__Secure-seeker.session_token=decoy', plain)).toBeUndefined();
  });

  it('finds none in no header, an empty value, or a cookie whose name only ends the same way', () => {
    expect(sessionTokenOf(undefined, plain)).toBeUndefined();
    expect(sessionTokenOf('seeker.session_token=', plain)).toBeUndefined();
    expect(sessionTokenOf('xseeker.session_token=abc', plain)).toBeUndefined();
  });
});
