import { describe, expect, it } from 'vitest';
import { resolveLocation } from './resolve-location';
import { suggestPlaces } from './suggest-places';

const labels = (typed: string) => suggestPlaces(typed).map((place) => place.label);

describe('suggestPlaces', () => {
  it('offers a city with its region and country as one place, narrowed by what follows a comma', () => {
    expect(labels('New Orl')[0]).toBe('New Orleans, Louisiana, United States');
    expect(labels('New Orleans, LA')).toEqual(['New Orleans, Louisiana, United States']);
    expect(labels('San Jose, CA')).toEqual(['San Jose, California, United States']);
    expect(labels('San Jose, Costa')).toContain('San José, San Jose Province, Costa Rica');
    expect(labels('San Jose, Costa')).not.toContain('San Jose, California, United States');
  });

  it('puts the place whose name is typed first, then larger ones, with Remote, regions and countries among them', () => {
    expect(labels('Rem')[0]).toBe('Remote');
    expect(labels('Par')[0]).toBe('Paris, Ile-de-France, France');
    expect(labels('Texas')[0]).toBe('Texas, United States');
    expect(labels('Germ')[0]).toBe('Germany');
    expect(suggestPlaces('Germ')[0]?.kind).toBe('country');
  });

  it('finds a city by another of its names from four letters, never by a foreign name that only shares two or three', () => {
    expect(labels('München')[0]).toBe('Munich, Bavaria, Germany');
    expect(labels('Warsz')[0]).toBe('Warsaw, Masovian Voivodeship, Poland');
    expect(labels('UK')[0]).toBe('United Kingdom');
    expect(labels('NYC')[0]).toMatch(/^New York( City)?, New York, United States$/);
    for (const label of labels('Ber')) expect(label.toLowerCase().startsWith('ber'), label).toBe(true);
  });

  it('says nothing for a letter, for nonsense, or for a qualifier that fits no such place', () => {
    expect(suggestPlaces('S')).toEqual([]);
    expect(suggestPlaces('Xqzv')).toEqual([]);
    expect(suggestPlaces('New Orleans, Bavaria')).toEqual([]);
    expect(suggestPlaces('Remote, Berlin').map((place) => place.label)).not.toContain('Remote');
  });

  it('gives labels the ranking reads back as the same place', () => {
    for (const typed of ['New Orl', 'Munich', 'Paris', 'Wroc', 'Texas']) {
      const [first] = suggestPlaces(typed);
      const [place] = resolveLocation(first!.label).places;
      expect(place, first!.label).toBeDefined();
      expect(resolveLocation(first!.label).unknownParts, first!.label).toBe(0);
    }
  });

  it('keeps to a bounded amount of work for any text', () => {
    expect(suggestPlaces('a'.repeat(100_000))).toEqual([]);
    expect(suggestPlaces(',,,,')).toEqual([]);
    expect(suggestPlaces('\u0000\u0000')).toEqual([]);
    expect(suggestPlaces('ne', 3)).toHaveLength(3);
  });
});
