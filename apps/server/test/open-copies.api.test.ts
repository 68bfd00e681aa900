import { createPosting } from '@seeker/agents/testing';
import { expect, it } from 'vitest';
import { upsertPostings } from '../src/modules/postings/upsert-postings';
import { openCopies } from '../src/modules/scheduled-searches/match-store';
import { describeWithApp } from './support/test-app';

describeWithApp('openCopies', (ctx) => {
  it('says whether each rematched copy matches the terms and the boards, and reads the kept ones for their postings alone', async () => {
    const on = { provider: 'greenhouse', slug: 'acme' } as const;
    await upsertPostings(
      ctx.database.db,
      [
        createPosting({ sourceId: 'rematched', title: 'Frontend Engineer', descriptionText: 'React every day', board: on }),
        createPosting({ sourceId: 'kept', title: 'Frontend Engineer', descriptionText: 'React every day', board: on }),
        createPosting({ sourceId: 'other', title: 'Accountant', descriptionText: 'Ledgers', board: on }),
      ],
      new Date('2026-03-01T00:00:00Z'),
    );
    const copies = await openCopies(
      ctx.database.db,
      ['acme|software engineer|rematched', 'acme|software engineer|other'],
      ['React'],
      [on],
      ['acme|software engineer|kept'],
    );
    const flags = Object.fromEntries(copies.map((copy) => [copy.posting.sourceId, { text: copy.text, board: copy.board }]));
    expect(flags).toEqual({
      rematched: { text: true, board: true },
      other: { text: false, board: true },
      // Read for its whole posting only: neither flag worked out.
      kept: { text: false, board: false },
    });
    expect(copies.find((copy) => copy.posting.sourceId === 'kept')!.posting.descriptionText).toBe('React every day');
  });
});
