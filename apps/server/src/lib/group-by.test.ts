import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by';

describe('groupBy', () => {
  it('keeps the items in order within each group and the groups in the order their keys first came', () => {
    const grouped = groupBy(['b1', 'a1', 'b2', 'c1', 'a2'], (item) => item[0]);
    expect([...grouped]).toEqual([
      ['b', ['b1', 'b2']],
      ['a', ['a1', 'a2']],
      ['c', ['c1']],
    ]);
  });

  it('gives an empty map for no items', () => {
    expect(groupBy([], () => 'key').size).toBe(0);
  });
});
