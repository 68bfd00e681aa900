import { describe, expect, it } from 'vitest';
import { parseBoardDirectory, readBoardDirectory } from './read-board-directory';

describe('board directory', () => {
  it('reads the shared CSV: every provider, slugs that are one path segment', async () => {
    const boards = await readBoardDirectory();
    expect(boards.length).toBeGreaterThan(9_600);
    const providers = new Set(boards.map((board) => board.provider));
    expect([...providers].sort()).toEqual(['ashby', 'greenhouse', 'lever', 'smartrecruiters', 'workable']);
    expect(boards.every((board) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(board.slug))).toBe(true);
  });

  it('skips unknown providers and slugs that would leave their path segment', () => {
    const csv =
      'provider,slug,name\ngreenhouse,acme,Acme\nbamboo,x,X\nlever,../etc,Etc\nlever,loop%20ai,Loop Ai\nashby,a b,A\nworkable,ok-co,"Ok, Co"\n\n';
    expect(parseBoardDirectory(csv)).toEqual([
      { provider: 'greenhouse', slug: 'acme', name: 'Acme' },
      { provider: 'workable', slug: 'ok-co', name: 'Ok, Co' },
    ]);
  });
});
