import { describe, expect, it } from 'vitest';
import { buildOccupationIndex } from './occupation-index';
import {
  occupationIndexFormat,
  titleKinds,
  titleLanguages,
  type OccupationIndexData,
  type StoredTitle,
  type TitleKind,
  type TitleLanguage,
} from './occupation-index-data';
import { headOf, titleWords } from './title-words';
import { matchTitle } from './match-title';

// A handful of occupations written here (not ESCO's or O*NET's data), to hold how titles are scored.
const title = (text: string, occupation: number, language: TitleLanguage = 'en', kind: TitleKind = 'preferred'): StoredTitle => [
  text,
  occupation,
  titleLanguages.indexOf(language),
  titleKinds.indexOf(kind),
  [...new Set(titleWords(text))].join(' '),
  headOf(text, language) ?? '',
  1,
];
const data: OccupationIndexData = {
  format: occupationIndexFormat,
  builtAt: '2026-11-28T00:00:00.000Z',
  sources: [],
  occupations: [
    ['esco', 'e:nurse', '2221', 'general nurse'],
    ['esco', 'e:web', '2513', 'web developer'],
    ['esco', 'e:ward', '1343', 'ward manager'],
    ['onet', '29-1141.00', '29-1141.00', 'Registered Nurses'],
    ['esco', 'e:vet', '3240', 'veterinary nurse'],
    ['esco', 'e:front', '5230', 'front desk clerk'],
  ],
  crosswalk: [
    [0, 3, 0.86],
    [4, 3, 0.5],
  ],
  titles: [
    title('general nurse', 0),
    title('Krankenpfleger', 0, 'de'),
    title('web developer', 1),
    title('desarrollador web', 1, 'es'),
    title('front end developer', 1, 'en', 'alternative'),
    title('ward manager', 2),
    title('Stationsleiter', 2, 'de', 'alternative'),
    title('Leiter', 2, 'de', 'hidden'),
    title('Registered Nurses', 3, 'en', 'onet-title'),
    title('Registered Nurse (RN)', 3, 'en', 'onet-alternate'),
    title('RN', 3, 'en', 'onet-alternate'),
    title('veterinary nurse', 4),
    title('front desk clerk', 5),
    title('station attendant', 5, 'en', 'hidden'),
  ],
  skills: [],
  skillLabels: [],
  occupationSkills: [],
};
const index = buildOccupationIndex(data);
const first = (text: string) => matchTitle(index, text)[0];

describe('a job title matched to occupations', () => {
  it('finds an occupation by any of its titles, in any language, with the gender, workload and level taken off', () => {
    expect(first('Desarrollador Web')).toMatchObject({ occupation: { id: 'e:web' }, language: 'es' });
    expect(first('Krankenpfleger (m/w/d) 80-100%')).toMatchObject({ occupation: { id: 'e:nurse' }, title: 'Krankenpfleger' });
    expect(first('Senior Web Developer')?.occupation.id).toBe('e:web');
  });

  it('scores a partial match below a whole one, and a title with other words below one without', () => {
    const [partial] = matchTitle(index, 'web');
    expect(partial?.occupation.id).toBe('e:web');
    expect(partial!.confidence).toBeLessThan(1);
    expect(first('web developer for the museum shop')!.confidence).toBeLessThan(1);
  });

  it('matches the piece of a title a comma sets apart, a little below the whole', () => {
    const whole = first('Web Developer')!.confidence;
    expect(first('Web Developer, Payments')).toMatchObject({ occupation: { id: 'e:web' }, confidence: Math.round(whole * 970) / 1000 });
  });

  it('reads a compound it does not know by its two known words, or by its known head', () => {
    expect(first('Frontend Developer')?.occupation.id).toBe('e:web');
    expect(first('Stationsleiter')?.occupation.id).toBe('e:ward');
    expect(first('Abteilungsleiter')).toMatchObject({ occupation: { id: 'e:ward' } });
    expect(first('Abteilungsleiter')!.confidence).toBeLessThan(1);
  });

  it('lets an O*NET title vouch for the ESCO occupations crosswalked to it, as far as they are alike', () => {
    const matches = matchTitle(index, 'RN');
    expect(matches.map((match) => match.occupation.id)).toEqual(['29-1141.00', 'e:nurse', 'e:vet']);
    expect(matches[1]!.confidence).toBeCloseTo(matches[0]!.confidence * 0.86, 2);
  });

  it('puts the occupation whose title has the same head first when the words are the same', () => {
    const teaching: OccupationIndexData = {
      ...data,
      occupations: [
        ['esco', 'e:assistant', '5312', 'teaching assistant'],
        ['esco', 'e:teacher', '2330', 'teacher'],
      ],
      crosswalk: [],
      titles: [title("teacher's assistant", 0), title('assistant teacher', 1, 'en', 'alternative')],
    };
    expect(matchTitle(buildOccupationIndex(teaching), "Teacher's Assistant")[0]?.occupation.id).toBe('e:assistant');
    expect(matchTitle(buildOccupationIndex(teaching), 'Assistant Teacher')[0]?.occupation.id).toBe('e:teacher');
  });

  it('trusts a title many occupations share less, unless it is the occupation’s own preferred title', () => {
    const analysts: OccupationIndexData = {
      ...data,
      occupations: [
        ['esco', 'e:analyst', '2511', 'data analyst'],
        ['esco', 'e:scientist', '2511', 'data scientist'],
        ['esco', 'e:clerk', '4132', 'data entry clerk'],
      ],
      crosswalk: [],
      titles: [
        { ...title('data analyst', 0), 6: 3 },
        { ...title('data analyst', 1, 'nl', 'alternative'), 6: 3 },
        { ...title('data analyst', 2, 'en', 'hidden'), 6: 3 },
      ].map((stored) => Object.values(stored) as StoredTitle),
    };
    const matches = matchTitle(buildOccupationIndex(analysts), 'Data Analyst');
    expect(matches.map((match) => match.occupation.id)).toEqual(['e:analyst', 'e:scientist', 'e:clerk']);
    // Shared by three: each other title counts 1 / (1 + 0.1 × 2).
    expect(matches[1]!.confidence / matches[0]!.confidence).toBeCloseTo(1 / 1.2, 2);
  });

  it('finds nothing for words no title holds', () => {
    expect(matchTitle(index, 'Acme Corporation')).toEqual([]);
    expect(matchTitle(index, '(m/w/d)')).toEqual([]);
  });
});
