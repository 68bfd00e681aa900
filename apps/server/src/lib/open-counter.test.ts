import { describe, expect, it } from 'vitest';
import { OpenCounter } from './open-counter';

describe('OpenCounter', () => {
  it('holds at most `max` per user, each given back once however often', () => {
    const counter = new OpenCounter(2);
    const first = counter.tryTake('alice');
    expect(counter.tryTake('alice')).toBeDefined();
    expect(counter.tryTake('alice')).toBeUndefined();
    expect(counter.tryTake('bob')).toBeDefined();
    first!();
    first!();
    expect(counter.tryTake('alice')).toBeDefined();
    expect(counter.tryTake('alice')).toBeUndefined();
  });
});
