import { describe, expect, it } from 'vitest';
import { filtersFromParams } from './board-filters';

describe('filtersFromParams', () => {
  it('reads the filters an address holds', () => {
    expect(filtersFromParams(new URLSearchParams('q=robot+arm&company=Acme&tag=remote&followUpDue=true&archived=true'))).toEqual({
      q: 'robot arm',
      company: 'Acme',
      tag: 'remote',
      followUpDue: true,
      archived: true,
    });
  });

  it('cuts what the server would refuse (too long, NUL, control and text-direction characters) rather than leave the board unreadable', () => {
    const filters = filtersFromParams(new URLSearchParams({ q: 'x'.repeat(300), company: 'Ac\u0000me\u202e', tag: `${'t'.repeat(50)}\n` }));
    expect(filters).toEqual({ q: 'x'.repeat(200), company: 'Acme', tag: 't'.repeat(40), followUpDue: false, archived: false });
    // Cut where it would split an emoji, the whole emoji goes.
    expect(filtersFromParams(new URLSearchParams({ tag: `${'t'.repeat(39)}🚀` })).tag).toBe('t'.repeat(39));
    // An address cannot carry half a surrogate pair: it arrives as U+FFFD, which is text.
    expect(filtersFromParams(new URLSearchParams({ q: 'half \ud800 a pair' })).q).toBe('half \ufffd a pair');
  });
});
