import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SourceHttp } from '../../job-discovery/source-adapter';
import { readWikidata } from './read-wikidata';

const bielefeld = JSON.parse(readFileSync(new URL('../../testing/research-sources/wikidata/Q2112-bielefeld.json', import.meta.url), 'utf8')) as {
  id: string;
  claims: Record<string, unknown[]>;
};
const base = 'http://127.0.0.1:9/wikidata';
const now = new Date('2026-11-23T12:00:00Z');

/** A Wikidata API answering one search hit, that item, and the classes asked about (none known unless given). */
function wikidata(entity: { id: string }, label: string, classes: Record<string, string[]> = {}) {
  const asked: string[] = [];
  const http: SourceHttp = {
    json: async (url) => {
      asked.push(url);
      const params = new URL(url).searchParams;
      if (params.get('action') === 'wbsearchentities') return { search: [{ id: entity.id, label }] };
      if (url.includes('Special:EntityData')) return { entities: { [entity.id]: entity } };
      if (params.get('props') === 'claims') {
        const ids = (params.get('ids') ?? '').split('|');
        const subclassOf = (parents: string[]) =>
          parents.map((id) => ({
            rank: 'normal',
            mainsnak: { snaktype: 'value', property: 'P279', datavalue: { type: 'wikibase-entityid', value: { id } } },
          }));
        return {
          entities: Object.fromEntries(ids.map((id) => [id, classes[id] ? { id, claims: { P279: subclassOf(classes[id]!) } } : { id, missing: '' }])),
        };
      }
      return { entities: {} };
    },
    text: async () => {
      throw new Error('Wikidata answers JSON');
    },
  };
  return { http, asked };
}

const instanceOf = (...ids: string[]) =>
  ids.map((id) => ({ rank: 'normal', mainsnak: { snaktype: 'value', property: 'P31', datavalue: { type: 'wikibase-entityid', value: { id } } } }));

describe('readWikidata', () => {
  it('takes no city for a company, though it has a website and a founding year (recorded Q2112, Bielefeld)', async () => {
    const { http, asked } = wikidata(bielefeld, 'Bielefeld');
    expect(await readWikidata(http, base, 'Bielefeld', now)).toBeNull();
    // Its classes were looked up, a bounded number of times.
    expect(asked.filter((url) => url.includes('props=claims')).length).toBeLessThanOrEqual(3);
  });

  it('takes an item whose class is a business at once, and one whose class reaches company through subclasses', async () => {
    const direct = { ...bielefeld, id: 'Q900001', claims: { ...bielefeld.claims, P31: instanceOf('Q4830453') } };
    const found = await readWikidata(wikidata(direct, 'Bielefeld').http, base, 'Bielefeld', now);
    expect(found?.overview).toMatchObject({ website: 'https://www.bielefeld.de/' });

    // Hand-written class data: video game developer ⊂ software company ⊂ company.
    const studio = { ...bielefeld, id: 'Q900002', claims: { ...bielefeld.claims, P31: instanceOf('Q210167') } };
    const chain = wikidata(studio, 'Bielefeld', { Q210167: ['Q1058914'], Q1058914: ['Q783794'] });
    expect(await readWikidata(chain.http, base, 'Bielefeld', now)).not.toBeNull();
  });

  it('never takes a person, and stops walking classes after three levels', async () => {
    const person = { ...bielefeld, id: 'Q900003', claims: { ...bielefeld.claims, P31: instanceOf('Q5') } };
    expect(await readWikidata(wikidata(person, 'Bielefeld').http, base, 'Bielefeld', now)).toBeNull();
    const deep = { ...bielefeld, id: 'Q900004', claims: { ...bielefeld.claims, P31: instanceOf('Q1') } };
    const walk = wikidata(deep, 'Bielefeld', { Q1: ['Q2'], Q2: ['Q3'], Q3: ['Q4'], Q4: ['Q783794'] });
    expect(await readWikidata(walk.http, base, 'Bielefeld', now)).toBeNull();
    expect(walk.asked.filter((url) => url.includes('props=claims'))).toHaveLength(3);
  });

  // Hand-written class data after Wikidata's own chains, where a place's classes also reach organization.
  it.each([
    [
      'a city-state (Berlin, Q64): city-state ⊂ state ⊂ political organization ⊂ organization',
      ['Q133442'],
      { Q133442: ['Q7275', 'Q515'], Q7275: ['Q7210356'], Q7210356: ['Q43229'] },
    ],
    ['a country (USA, Q30): sovereign state, country', ['Q3624078', 'Q6256'], { Q3624078: ['Q7275'], Q7275: ['Q43229'] }],
    [
      'a city (New York City, Q60): city of the United States ⊂ city, and a local government',
      ['Q1093829'],
      { Q1093829: ['Q515', 'Q6501447'], Q6501447: ['Q43229'] },
    ],
    ['an operating system (Android, Q94): mobile operating system ⊂ operating system', ['Q920890'], { Q920890: ['Q9135'], Q9135: ['Q7397'] }],
  ])('takes no %s for a company', async (_case, classes, chain) => {
    const item = { ...bielefeld, id: 'Q900005', claims: { ...bielefeld.claims, P31: instanceOf(...classes) } };
    expect(await readWikidata(wikidata(item, 'Bielefeld', chain).http, base, 'Bielefeld', now)).toBeNull();
  });
});
