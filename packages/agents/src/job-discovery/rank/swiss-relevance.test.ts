import { describe, expect, it } from 'vitest';
import { mergePostings } from '../merge-postings';
import { loadSwissProfiles, readSwissPostings, swissPostingsFolder } from '../../testing/swiss-relevance/read-swiss-postings';
import { scoreSwissProfile } from '../../testing/swiss-relevance/score-swiss-ranking';

const folder = swissPostingsFolder();

// 975 real Swiss postings outside software (federal administration, hospitals, a bank; ../shared/data/postings), every
// one judged by hand for a nurse and an office clerk in Bern (testing/swiss-relevance). The goal is 0.8 for
// each; these hold the figures reached (docs/benchmarks/ranking-quality.md says why the nurse's is far below).
describe.skipIf(!folder)(
  'ranking real Swiss postings outside software (skipped where ../shared/data/postings is absent)',
  { timeout: 60_000 },
  () => {
    const postings = folder ? mergePostings(readSwissPostings(folder)) : [];
    const profiles = Object.fromEntries(loadSwissProfiles().map((profile) => [profile.name, profile]));

    it('puts the office jobs a clerk would take in her top 10, whichever gender their titles are written for', () => {
      const scored = scoreSwissProfile(postings, profiles['office-clerk-bern']!);
      expect(scored.precision, scored.top.map((item) => item.title).join(' | ')).toBeGreaterThanOrEqual(0.9);
    });

    it('holds the nurse’s top 10 where it is, with her titles written in English and the postings’ in German', () => {
      const scored = scoreSwissProfile(postings, profiles['registered-nurse-bern']!);
      expect(scored.precision, scored.top.map((item) => item.title).join(' | ')).toBeGreaterThanOrEqual(0.4);
    });

    it('reads every posting: the four answers’ 975, each with its title, company and text', () => {
      const read = readSwissPostings(folder!);
      expect(read).toHaveLength(975);
      for (const posting of read) expect(posting.title && posting.company && posting.descriptionText).toBeTruthy();
    });
  },
);
