import { describe, expect, it } from 'vitest';
import { prefersRespondAsync } from './prefer';

describe('prefersRespondAsync', () => {
  it('finds respond-async among other preferences, in any case, with parameters', () => {
    expect(prefersRespondAsync('respond-async')).toBe(true);
    expect(prefersRespondAsync('return=minimal, Respond-Async; wait=10')).toBe(true);
    expect(prefersRespondAsync(['wait=5', ' RESPOND-ASYNC '])).toBe(true);
  });

  it('is false without it, for look-alikes and for values that only mention it', () => {
    expect(prefersRespondAsync(undefined)).toBe(false);
    expect(prefersRespondAsync('')).toBe(false);
    expect(prefersRespondAsync('respond-asynchronously')).toBe(false);
    expect(prefersRespondAsync('return=respond-async')).toBe(false);
    expect(prefersRespondAsync('wait=10; respond-async')).toBe(false);
    // Inside a quoted value it is a value, not a preference; a comma there does not end the preference.
    expect(prefersRespondAsync('foo="x, respond-async, y"')).toBe(false);
    expect(prefersRespondAsync('foo="a \\" , respond-async"')).toBe(false);
    expect(prefersRespondAsync('foo="x, y", respond-async')).toBe(true);
  });
});
