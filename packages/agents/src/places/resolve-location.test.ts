import { describe, expect, it } from 'vitest';
import { resolveLocation } from './resolve-location';

/** "City/CC.admin" for each place, "CC.admin" or "CC" for a region or a country. */
const read = (text: string) => {
  const { places, areas, remote } = resolveLocation(text);
  return {
    places: places.map((place) => `${place.city ? `${place.city.name}/` : ''}${place.country}${place.region ? `.${place.region}` : ''}`),
    areas: areas.length,
    remote,
  };
};

describe('resolveLocation', () => {
  it('reads a city with its region and country in any order of detail', () => {
    expect(read('Fresno, CA, USA').places).toEqual(['Fresno/US.CA']);
    expect(read('Austin, TX').places).toEqual(['Austin/US.TX']);
    expect(read('Baton Rouge, LA').places).toEqual(['Baton Rouge/US.LA']);
    expect(read('Toronto, ON').places).toEqual(['Toronto/CA.08']);
    expect(read('Sydney, NSW, Australia').places).toEqual(['Sydney/AU.02']);
    expect(read('Munich, Bavaria, Germany').places).toEqual(['Munich/DE.02']);
    expect(read('Atlanta, Georgia').places).toEqual(['Atlanta/US.GA']);
    expect(read('Berlin, Berlin').places).toEqual(['Berlin/DE.16']);
  });

  it('knows a place by its names in other languages and its other spellings', () => {
    expect(read('München').places).toEqual(['Munich/DE.02']);
    expect(read('Warszawa').places).toEqual(['Warsaw/PL.78']);
    expect(read('Kraków, Polska').places).toEqual(['Kraków/PL.77']);
    expect(read('Lisboa, Portugal').places).toEqual(['Lisbon/PT.14']);
    expect(read('Den Haag').places).toEqual(['The Hague/NL.11']);
    expect(read('Bangalore').places).toEqual(['Bengaluru/IN.19']);
    expect(read('NYC').places).toEqual(['New York City/US.NY']);
  });

  it('reads a region or a country alone, and a great city before the region of its name', () => {
    expect(read('California').places).toEqual(['US.CA']);
    expect(read('Playa Vista, California').places).toEqual(['US.CA']);
    expect(read('Germany').places).toEqual(['DE']);
    expect(read('Deutschland').places).toEqual(['DE']);
    expect(read('New York').places).toEqual(['New York City/US.NY']);
    expect(read('Hamburg').places).toEqual(['Hamburg/DE.04']);
  });

  it('reads remote work and where it is held to', () => {
    expect(read('Remote - MI')).toEqual({ places: ['US.MI'], areas: 0, remote: true });
    expect(read('Remote (UK)')).toEqual({ places: ['GB'], areas: 0, remote: true });
    expect(read('Remote from the US')).toEqual({ places: ['US'], areas: 0, remote: true });
    expect(read('Remote (EMEA)')).toEqual({ places: [], areas: 1, remote: true });
    expect(read('Anywhere in LATAM')).toEqual({ places: [], areas: 1, remote: true });
    expect(read('Remote')).toEqual({ places: [], areas: 0, remote: true });
  });

  it('reads several places in one location, and the place beside the way of working', () => {
    expect(read('US-Remote, Chicago, Seattle, San Francisco')).toEqual({
      places: ['Chicago/US.IL', 'Seattle/US.WA', 'San Francisco/US.CA'],
      areas: 0,
      remote: true,
    });
    expect(read('Berlin or Munich').places).toEqual(['Berlin/DE.16', 'Munich/DE.02']);
    expect(read('Hybrid - London').places).toEqual(['London/GB.ENG']);
    expect(read('Greater London').places).toEqual(['London/GB.ENG']);
    expect(read('Berlin 10115, Germany').places).toEqual(['Berlin/DE.16']);
  });

  it("reads a city named alone as the city, not a foreign region or a bigger city's other name (review 46)", () => {
    expect(read('Charlotte').places).toEqual(['Charlotte/US.NC']);
    expect(read('Portland, OR').places).toEqual(['Portland/US.OR']);
    expect(read('Manchester').places).toEqual(['Manchester/GB.ENG']);
    expect(read('Salem, OR').places).toEqual(['Salem/US.OR']);
    expect(read('Mexico').places).toEqual(['MX']);
    expect(read('Isle of Man').places).toEqual(['IM']);
    expect(read('Bosnia and Herzegovina').places).toEqual(['BA']);
    expect(read('Washington, D.C.').places).toEqual(['Washington, D.C./US.DC']);
  });

  it('chooses qualifiers together, from the widest, and keeps both readings of a code nothing decides', () => {
    expect(read('Georgia, USA').places).toEqual(['US.GA']);
    expect(read('Remote - CA, USA').places).toEqual(['US.CA']);
    expect(read('Remote - PA').places).toEqual(['US.PA', 'PA']);
    expect(read('Remote - OR').places).toEqual(['US.OR']);
    expect(read('Remote - PT').places).toEqual(['PT']);
    expect(read('Remote - United States of America').places).toEqual(['US']);
    expect(read('Remote - European Economic Area').areas).toBe(1);
    expect(read('Remote-first, Berlin').remote).toBe(false);
    expect(read('US-CA-San Jose').places).toEqual(['San Jose/US.CA']);
    expect(read('San Jose, Costa Rica').places).toEqual(['San José/CR.08']);
  });

  it('names nothing it does not know, and reads only a bounded text', () => {
    expect(read('Multiple Locations').places).toEqual([]);
    expect(read('').places).toEqual([]);
    expect(read('New Berlinton').places).toEqual([]);
    expect(read(`${'x, '.repeat(10_000)}Berlin`).places).toEqual([]);
  });
});
