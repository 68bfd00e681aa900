import { describe, expect, it } from 'vitest';
import { sessionTokenOf } from './session-token';

describe('sessionTokenOf', () => {
  it("reads the session cookie's value, with or without __Secure-, among other cookies", () => {
    expect(sessionTokenOf('seeker.session_token=abc.sig')).toBe('abc.sig');
    expect(sessionTokenOf('theme=dark; __Secure-seeker.session_token=abc.sig; other=1')).toBe('abc.sig');
  });

  it('finds none in no header, an empty value, or a cookie whose name only ends the same way', () => {
    expect(sessionTokenOf(undefined)).toBeUndefined();
    expect(sessionTokenOf('seeker.session_token=')).toBeUndefined();
    expect(sessionTokenOf('xseeker.session_token=abc')).toBeUndefined();
  });
});
