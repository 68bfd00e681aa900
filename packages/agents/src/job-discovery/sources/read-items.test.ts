import { describe, expect, it } from 'vitest';
import type { RawPosting } from '../raw-posting';
import { maxPostings, readItems, readKeyedPages, readPages, type FeedPage } from './read-items';

// A posting from any object with an id; anything else is one the adapter cannot read.
function readOne(item: Record<string, unknown>): RawPosting | undefined {
  if (typeof item.id !== 'string') return undefined;
  return { source: 'remotive', sourceId: item.id, sourceUrl: `https://example.test/${item.id}`, title: 'T', company: 'C' };
}

const ids = (postings: RawPosting[]) => postings.map((posting) => posting.sourceId);

describe('readItems', () => {
  it('reads every object in order and skips what is not one or cannot be read', () => {
    const list = [{ id: 'a' }, null, 'b', [{ id: 'c' }], { id: 7 }, { id: 'd' }];
    expect(ids(readItems(list, readOne))).toEqual(['a', 'd']);
  });

  it('stops at max postings, counting only the ones it could read', () => {
    const list = [{ id: 'a' }, {}, { id: 'b' }, { id: 'c' }];
    expect(ids(readItems(list, readOne, 2))).toEqual(['a', 'b']);
    expect(readItems(list, readOne, 0)).toEqual([]);
  });
});

describe('readPages', () => {
  const page = (from: number, count: number, more: boolean): FeedPage => ({
    postings: readItems(
      Array.from({ length: count }, (_, index) => ({ id: String(from + index) })),
      readOne,
    ),
    more,
  });

  it('asks pages from 0 until one says it is the last', async () => {
    const asked: number[] = [];
    const postings = await readPages(5, async (index) => {
      asked.push(index);
      return page(index * 10, 2, index < 2);
    });
    expect(asked).toEqual([0, 1, 2]);
    expect(ids(postings)).toEqual(['0', '1', '10', '11', '20', '21']);
  });

  it('asks no more than maxPages', async () => {
    const asked: number[] = [];
    await readPages(3, async (index) => {
      asked.push(index);
      return page(index, 1, true);
    });
    expect(asked).toEqual([0, 1, 2]);
  });

  it('stops asking once maxPostings are read, and keeps no more than that', async () => {
    const asked: number[] = [];
    const postings = await readPages(10, async (index) => {
      asked.push(index);
      return page(index * 1_000, 600, true);
    });
    expect(asked).toEqual([0, 1]);
    expect(postings).toHaveLength(maxPostings);
    expect(postings.at(-1)?.sourceId).toBe('1399');
  });

  it('passes a failed page on', async () => {
    await expect(readPages(3, async () => Promise.reject(new Error('page failed')))).rejects.toThrow('page failed');
  });
});

describe('readKeyedPages', () => {
  const pages = (lists: string[][], total?: number) => async (page: number) => ({
    items: lists[page] ?? [],
    ...(total === undefined ? {} : { total }),
  });

  it('reads each item once by its key, to the count stated or (none stated) to a page without items: read whole', async () => {
    const counted = await readKeyedPages(
      10,
      (item: string) => item,
      pages(
        [
          ['a', 'b'],
          ['b', 'c'],
        ],
        3,
      ),
    );
    expect([...counted.items.keys()]).toEqual(['a', 'b', 'c']);
    expect(counted.complete).toBe(true);
    expect(await readKeyedPages(10, (item: string) => item, pages([['a'], []]))).toMatchObject({ complete: true });
  });

  it('is read in part past a repeated page, at the page bound, and when a page without items comes before the count', async () => {
    const asked: number[] = [];
    const repeated = await readKeyedPages(
      10,
      (item: string) => item,
      async (page, read) => {
        asked.push(read);
        return { items: ['a', 'b'] };
      },
    );
    expect(asked).toEqual([0, 2]);
    expect(repeated.complete).toBe(false);
    expect(await readKeyedPages(2, (item: string) => item, pages([['a'], ['b'], ['c']]))).toMatchObject({ complete: false });
    expect(await readKeyedPages(10, (item: string) => item, pages([['a'], []], 5))).toMatchObject({ complete: false });
  });
});
