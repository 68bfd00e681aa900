import { describe, expect, it } from 'vitest';
import { mergePostings } from '../job-discovery/merge-postings';
import { loadRelevancePostings, loadRelevanceProfiles } from '../testing/relevance-set/load-relevance-set';
import { rankForProfile, readRelevanceSet, recordedAt, scoreTopTen } from '../testing/relevance-set/score-ranking';
import { sharedOccupationIndex } from '../testing/shared-taxonomy';
import { loadSwissProfiles, readSwissPostings, swissPostingsFolder } from '../testing/swiss-relevance/read-swiss-postings';
import { scoreSwissProfile } from '../testing/swiss-relevance/score-swiss-ranking';
import * as agents from '../index';
import { createPosting } from '../testing/create-posting';
import { createRankPreferences } from '../testing/create-rank-preferences';
import { occupationForTitle } from './occupation-for-title';
import { findKnownSkills } from './find-known-skills';
import { matchTitle } from './match-title';
import type { TitleLanguage } from './occupation-index-data';

// What the real taxonomy gives, in one file: compiling it costs ten seconds and half a gigabyte, once per run.
const shared = sharedOccupationIndex();

describe.skipIf(!shared)('titles named in issue 69, on ESCO and O*NET as installed (skipped where ../shared/data/taxonomy is absent)', () => {
  const groupOf = (text: string) => {
    const match = matchTitle(shared!, text).find((found) => found.occupation.scheme === 'esco');
    return match?.occupation.code;
  };

  it('maps each to an occupation of the right ISCO group', () => {
    expect(['4321', '9333']).toContain(groupOf('Lagerist (w/m/d)'));
    expect(groupOf('Class A CDL Driver')).toBe('8332');
    expect(groupOf('RN Med Surg')).toBe('2221');
    expect(groupOf('Sous-chef')).toBe('3434');
    expect(groupOf('Desarrollador web')).toBe('2513');
  }, 30_000);

  it('costs about what a title costs whatever text it is given (33 × "manager, ", a sentence 200 times), measured beside the title once', () => {
    // Each long text beside the title it repeats: reading stops where a title ends, so it costs about that title.
    const pairs = [
      ['Manager', Array.from({ length: 33 }, () => 'manager').join(', ')],
      ['Senior Assistant Manager of Sales and Marketing', 'senior assistant manager of sales and marketing '.repeat(200)],
    ] as const;
    const texts = pairs.flat();
    // Taken in turn, round after round, so a busy moment of the machine (CI's other suites) falls on all alike.
    const times = texts.map((): number[] => []);
    for (let round = 0; round < 15; round++)
      texts.forEach((text, at) => {
        const started = performance.now();
        matchTitle(shared!, text);
        times[at]!.push(performance.now() - started);
      });
    const median = (at: number) => [...times[at]!].sort((a, b) => a - b)[7]!;
    pairs.forEach(([title], at) => expect(median(2 * at + 1) / median(2 * at), title).toBeLessThan(6));
  });
});

describe.skipIf(!shared)('skills found by ESCO and O*NET as installed (skipped where ../shared/data/taxonomy is absent)', () => {
  it('finds what postings in many trades and languages ask for', () => {
    const find = (text: string, languages: TitleLanguage[]) =>
      findKnownSkills(shared!.skills, text, [...languages, 'en']).map(({ skill: { label } }) => label);
    expect(find('Experience operating forklifts and pallet jacks', ['en'])).toEqual(['operate forklift', 'Pallet jacks']);
    expect(find('Proficient in QuickBooks and Excel', ['en'])).toEqual(['Intuit QuickBooks', 'Microsoft Excel']);
    expect(find('Kenntnisse in der Buchführung', ['de'])).toEqual(['accounting']);
    expect(find('Conocimientos de contabilidad', ['es'])).toEqual(['accounting']);
    expect(find('Strong leadership, free snacks and a gym', ['en'])).toEqual([]);
  });

  it('never reads a maker’s product in a common noun: German nouns, a general word, a resume’s "Teams"', () => {
    const find = (text: string, languages?: TitleLanguage[]) => findKnownSkills(shared!.skills, text, languages).map(({ skill: { label } }) => label);
    expect(find('Erfahrung mit Software in agilen Teams und im Dialog mit Kunden', ['de'])).toEqual([]);
    // A resume is read in every language: "Teams" there is no Microsoft Teams.
    expect(find('Arbeit in internationalen Teams mit System und Plan')).not.toContain('Microsoft Teams');
    expect(find('Arbeit in internationalen Teams mit System und Plan')).toEqual([]);
    expect(find('Strong Software Skills And A Plan', ['en'])).toEqual([]);
    expect(find('Reports in Excel and Word', ['en'])).toEqual(['Microsoft Excel', 'Microsoft Word']);
  });
});

describe.skipIf(!shared)('ranking with ESCO and O*NET as installed (skipped where ../shared/data/taxonomy is absent)', { timeout: 60_000 }, () => {
  it('reads a wanted title’s occupation only through a taxonomy title holding all its words, and a job’s only where it holds the whole taxonomy title', () => {
    const knowledge = { taxonomy: shared! };
    const rank = (wanted: string, titles: string[]) =>
      agents.rankPostings(
        titles.map((title, at) => createPosting({ sourceId: String(at), title })),
        createRankPreferences({ titles: [wanted] }),
        { now: recordedAt, knowledge },
      );
    // ESCO's "e-learning developer" matches most of the words, surely enough to show; it is not the wanted occupation.
    expect(occupationForTitle(shared!, 'Machine Learning Developer')?.occupation.label).toBe('e-learning developer');
    for (const item of rank('Machine Learning Developer', ['E-Learning Developer', 'E-Learning Entwickler']))
      expect(item.signals.titleOccupation).toBeNull();
    // The same occupation in French and Dutch; "Buchhalter" is a bookkeeper's title as much as an accountant's: not sure.
    const byTitle = Object.fromEntries(
      rank('Warehouse Worker', ['Magasinier H/F', 'Magazijnmedewerker']).map((item) => [item.posting.title, item.signals]),
    );
    expect(byTitle['Magasinier H/F']).toMatchObject({ titleMatchKind: 'same-occupation', titleOccupation: 'warehouse worker' });
    expect(byTitle.Magazijnmedewerker).toMatchObject({ titleMatchKind: 'same-occupation', titleOccupation: 'warehouse worker' });
    expect(rank('Accountant', ['Buchhalter (w/m/d)'])[0]!.signals.titleOccupation).toBeNull();
  });

  it('ranks no judged profile worse than by the titles’ words alone', async () => {
    const knowledge = { taxonomy: shared! };
    const relevance = await readRelevanceSet(agents, loadRelevancePostings());
    for (const profile of loadRelevanceProfiles()) {
      const byWords = scoreTopTen(rankForProfile(agents, relevance, profile), profile);
      const byOccupation = scoreTopTen(agents.rankPostings(relevance, profile.preferences, { now: recordedAt, knowledge }), profile);
      expect(byOccupation.precision, profile.name).toBeGreaterThanOrEqual(byWords.precision);
    }
    const folder = swissPostingsFolder();
    const swiss = folder ? mergePostings(readSwissPostings(folder)) : [];
    for (const profile of folder ? loadSwissProfiles() : []) {
      const byWords = scoreSwissProfile(swiss, profile);
      expect(scoreSwissProfile(swiss, profile, knowledge).precision, profile.name).toBeGreaterThanOrEqual(byWords.precision);
    }
  });
});
