import { describe, expect, it } from 'vitest';
import { createPosting } from '../../testing/create-posting';
import { createRankPreferences } from '../../testing/create-rank-preferences';
import { handTaxonomy } from '../../testing/hand-taxonomy';
import { now } from './rank-at';
import { rankPostings } from './rank-postings';

// The hand index (testing/hand-taxonomy.ts): accountant and financial auditor share ISCO unit 2411, "Buchhalter" is
// an accountant's German title, a bookkeeper is of another unit group, a web developer of another line of work.
const postings = [
  createPosting({ sourceId: 'de', title: 'Buchhalter (w/m/d)' }),
  createPosting({ sourceId: 'auditor', title: 'Financial Auditor' }),
  createPosting({ sourceId: 'web', title: 'Web Developer' }),
  createPosting({ sourceId: 'bookkeeper', title: 'Bookkeeper' }),
];
const preferences = createRankPreferences({ titles: ['Accountant'] });
const ranked = (knowledge?: { taxonomy: typeof handTaxonomy }) =>
  Object.fromEntries(rankPostings(postings, preferences, { now, ...(knowledge ? { knowledge } : {}) }).map((item) => [item.posting.sourceId, item]));

describe('ranking titles by occupation', () => {
  it('ranks a title of the same occupation in another language as a match, and one of its unit group as a close one', () => {
    const byOccupation = ranked({ taxonomy: handTaxonomy });
    expect(byOccupation.de!.signals).toMatchObject({ titleMatch: 'Accountant', titleMatchKind: 'same-occupation', titleOccupation: 'accountant' });
    expect(byOccupation.de!.signals.shares.title).toBe(0.8);
    expect(byOccupation.de!.reason).toMatch(/^Same occupation as Accountant/);
    expect(byOccupation.auditor!.signals).toMatchObject({ titleMatchKind: 'close-occupation', titleOccupation: 'financial auditor' });
    expect(byOccupation.auditor!.reason).toMatch(/^Occupation close to Accountant/);
    // Another unit group, another line of work: no match by occupation, as by words.
    expect(byOccupation.bookkeeper!.signals.titleMatchKind).toBeNull();
    expect(byOccupation.web!.signals.titleMatchKind).toBeNull();
    expect(byOccupation.de!.score).toBeGreaterThan(byOccupation.auditor!.score);
    expect(byOccupation.auditor!.score).toBeGreaterThan(byOccupation.bookkeeper!.score);
  });

  it('ranks by the titles’ words alone without an index, and the occupation never lowers what the words found', () => {
    const byWords = ranked();
    for (const item of Object.values(byWords)) expect(item.signals).toMatchObject({ titleMatchKind: null, titleOccupation: null });
    const exact = rankPostings([createPosting({ title: 'Accountant' })], preferences, { now, knowledge: { taxonomy: handTaxonomy } });
    expect(exact[0]!.signals).toMatchObject({ titleMatchKind: 'exact', titleOccupation: null });
    expect(exact[0]!.signals.shares.title).toBe(1);
  });

  it('reads no occupation for a preferred title the index does not know surely', () => {
    const unknown = rankPostings(postings, createRankPreferences({ titles: ['Zookeeper'] }), { now, knowledge: { taxonomy: handTaxonomy } });
    for (const item of unknown) expect(item.signals.titleOccupation).toBeNull();
  });
});
