import { describe, expect, it } from 'vitest';
import { twoGenerations } from './two-generations';

describe('twoGenerations', () => {
  it('keeps what was used lately within its bound: a full young generation becomes the old, and the old goes', () => {
    const held = twoGenerations<string, number>(4);
    held.set('a', 1);
    held.set('b', 2);
    expect(held.full()).toBe(true); // the young generation holds its half
    held.set('c', 3); // a, b become the old generation
    expect(held.get('a')).toBe(1); // moved back to the young, with c
    held.set('d', 4); // c, a become the old; b goes
    expect([held.has('a'), held.has('b'), held.has('c'), held.has('d')]).toEqual([true, false, true, true]);
    expect(held.cost()).toBe(3);
  });

  it('counts each entry by its cost, refuses one past half the bound, and forgets on delete and clear', () => {
    const held = twoGenerations<string, string>(10, (_key, value) => value.length);
    held.set('big', 'x'.repeat(6));
    expect(held.has('big')).toBe(false);
    held.set('a', 'xxx');
    held.set('b', 'xxxx'); // past half with a: a goes to the old generation
    expect(held.cost()).toBe(7);
    held.delete('a');
    held.delete('b');
    expect([held.cost(), held.has('a'), held.has('b')]).toEqual([0, false, false]);
    held.set('c', 'x');
    held.clear();
    expect([held.cost(), held.get('c'), held.full()]).toEqual([0, undefined, false]);
  });
});
