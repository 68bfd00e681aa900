import { describe, expect, it } from 'vitest';
import { toPageItems } from './pdf-items';

describe('toPageItems', () => {
  it('reads position and size from the transform, and drops whitespace, end-of-line markers and marked content', () => {
    const items = toPageItems([
      { str: 'Ana Reyes', transform: [24, 0, 0, 24, 36, 784.2], width: 120.5, height: 24 },
      { str: ' ', transform: [10, 0, 0, 10, 156.5, 784.2], width: 3, height: 0 },
      { str: '', transform: [10, 0, 0, 10, 36, 700], width: 0, height: 0 },
      { type: 'beginMarkedContent' },
      { str: 'Wide', transform: [12, 0, 0, 10, 36, 700], width: 30, height: 10 },
    ]);
    expect(items).toEqual({
      upright: [
        { str: 'Ana Reyes', x: 36, y: 784.2, width: 120.5, height: 24, fontSize: 24 },
        { str: 'Wide', x: 36, y: 700, width: 30, height: 10, fontSize: 10 },
      ],
      turned: [],
    });
  });

  it('marks the item a space marker stands right before on its baseline, and no other', () => {
    const { upright } = toPageItems([
      { str: 'Team', transform: [11, 0, 0, 11, 33, 556], width: 22, height: 11 },
      { str: ' ', transform: [11, 0, 0, 11, 55, 556], width: 1.2, height: 0 },
      { str: 'Lead', transform: [11, 0, 0, 11, 56.1, 556], width: 21, height: 11 },
      { str: ' ', transform: [11, 0, 0, 11, 300, 556], width: 1.2, height: 0 },
      { str: 'Analyst', transform: [11, 0, 0, 11, 33, 540], width: 33, height: 11 },
    ]);
    expect(upright.map((item) => [item.str, item.spaceBefore === true])).toEqual([
      ['Team', false],
      ['Lead', true],
      ['Analyst', false],
    ]);
  });

  it('keeps text drawn at an angle or mirrored apart, and skips items whose numbers are not finite', () => {
    const items = toPageItems([
      { str: 'CURRICULUM VITAE', transform: [0, 10, -10, 0, 20, 400], width: 90, height: 10 },
      { str: 'Mirrored', transform: [10, 0, 0, -10, 72, 500], width: 40, height: 10 },
      { str: 'Broken', transform: [10, 0, 0, 10, Number.NaN, 500], width: 40, height: 10 },
    ]);
    expect(items).toEqual({ upright: [], turned: ['CURRICULUM VITAE', 'Mirrored'] });
  });
});
