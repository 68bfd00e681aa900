import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { isBoardSlug } from '@seeker/agents';
import { boardDirectoryPath, parseBoardDirectory, readBoardDirectory } from './read-board-directory';

describe('board directory', () => {
  it('reads the shared CSV: the boards of every provider Seeker crawls, none of one read only when named (Workday, Rippling)', async () => {
    const boards = await readBoardDirectory();
    expect(boards.length).toBeGreaterThan(36_000);
    const providers = new Set(boards.map((board) => board.provider));
    expect([...providers].sort()).toEqual([
      'ashby',
      'bamboohr',
      'breezy',
      'greenhouse',
      'icims',
      'jobvite',
      'lever',
      'personio',
      'pinpoint',
      'recruitee',
      'smartrecruiters',
      'teamtailor',
      'workable',
    ]);
    expect(boards.every((board) => isBoardSlug(board.provider, board.slug))).toBe(true);
    // One board once, whatever the case its name was written in.
    expect(new Set(boards.map((board) => `${board.provider}:${board.slug.toLowerCase()}`)).size).toBe(boards.length);
  });

  it('holds the boards of providers not crawled too: the directory knows where companies post', async () => {
    const rows = (await readFile(boardDirectoryPath, 'utf8')).trim().split(/\r?\n/).slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(30_000);
    const providers = new Set(rows.map((row) => row.split(',')[0]));
    for (const provider of ['workday', 'icims', 'rippling', 'jobvite']) expect(providers).toContain(provider);
  });

  it('skips unknown providers, Workday (read only when named), and slugs that would leave their path segment or host', () => {
    const csv = [
      'provider,slug,name',
      'greenhouse,acme,Acme',
      'bamboo,x,X',
      'lever,../etc,Etc',
      'lever,loop%20ai,Loop Ai',
      'ashby,a  b,A',
      'ashby,Fermi AI,Fermi AI',
      'workable,ok-co,"Ok, Co"',
      'recruitee,bunq,bunq',
      'recruitee,jobs.atiba.com,Atiba',
      'workday,nvidia.wd5/NVIDIAExternalCareerSite,NVIDIA',
      '',
      '',
    ].join('\r\n');
    expect(parseBoardDirectory(csv)).toEqual([
      { provider: 'greenhouse', slug: 'acme', name: 'Acme' },
      // Ashby lets a board's name hold single spaces.
      { provider: 'ashby', slug: 'Fermi AI', name: 'Fermi AI' },
      { provider: 'workable', slug: 'ok-co', name: 'Ok, Co' },
      { provider: 'recruitee', slug: 'bunq', name: 'bunq' },
    ]);
  });
});
