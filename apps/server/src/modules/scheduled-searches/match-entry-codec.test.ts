import * as agents from '@seeker/agents';
import { loadRelevancePostings, loadRelevanceProfiles, readRelevanceSet } from '@seeker/agents/testing';
import { describe, expect, it } from 'vitest';
import { mergeCopies } from '../job-search';
import type { StoredPosting } from '../postings';
import { entryFor, matchedBy } from './match-entries';
import { decodeEntry, encodeEntry } from './match-entry-codec';

describe('encodeEntry / decodeEntry', () => {
  it('gives back every kept match of real postings as it was, through JSON, in about half the bytes', { timeout: 60_000 }, async () => {
    // Real Ashby postings (see the relevance set's ORIGIN.md), the first 400 read, prepared against each judged profile.
    const postings = await readRelevanceSet(agents, loadRelevancePostings().slice(0, 400));
    let entries = 0;
    let objectBytes = 0;
    let storedBytes = 0;
    for (const profile of loadRelevanceProfiles()) {
      const prepare = agents.postingPreparer(profile.preferences);
      for (const [index, posting] of postings.entries()) {
        const copy = { ...posting, id: index + 1, firstSeenAt: new Date(0) } as unknown as StoredPosting;
        const prepared = prepare(mergeCopies([copy]));
        if (prepared.length === 0) continue;
        const entry = entryFor(matchedBy.text | (index % 2 ? matchedBy.board : 0), [copy], prepared);
        const stored = JSON.stringify(encodeEntry(entry));
        expect(decodeEntry(posting.fingerprint, JSON.parse(stored))).toStrictEqual(JSON.parse(JSON.stringify(entry)));
        entries++;
        objectBytes += JSON.stringify(entry).length;
        storedBytes += stored.length;
      }
    }
    expect(entries).toBeGreaterThan(1_000);
    expect(storedBytes / objectBytes).toBeLessThan(0.6);
  });
});
