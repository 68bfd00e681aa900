import { describe, expect, it } from 'vitest';
import { readBoardJobInAddress } from './read-embedded-board';
import { addressBoardNames, siteBoardNames } from './site-board-names';

describe('siteBoardNames', () => {
  it("names the label a company registered its site's domain under, with and without hyphens", () => {
    expect(siteBoardNames('www.squarespace.com')).toEqual(['squarespace']);
    expect(siteBoardNames('careers.duolingo.com')).toEqual(['duolingo']);
    expect(siteBoardNames('akunacapital.com')).toEqual(['akunacapital']);
    expect(siteBoardNames('www.force-factor.com')).toEqual(['force-factor', 'forcefactor']);
    expect(siteBoardNames('jobs.acme.co.uk')).toEqual(['acme']);
    expect(siteBoardNames('acme.com.au')).toEqual(['acme']);
    expect(siteBoardNames('WWW.Acme.DE.')).toEqual(['acme']);
  });

  it('names nothing for an address by number or a single label', () => {
    expect(siteBoardNames('127.0.0.1')).toEqual([]);
    expect(siteBoardNames('[::1]')).toEqual([]);
    expect(siteBoardNames('localhost')).toEqual([]);
  });
});

describe('readBoardJobInAddress', () => {
  it("reads the board job's id an address names by the embed's parameter", () => {
    expect(readBoardJobInAddress(new URL('https://www.squarespace.com/about/careers?gh_jid=6283547'))).toEqual({
      provider: 'greenhouse',
      sourceId: '6283547',
    });
    expect(readBoardJobInAddress(new URL('https://www.geckorobotics.com/careers?ashby_jid=34464bf6-1c55-4aed-8d08-ac43c7c965d1'))).toEqual({
      provider: 'ashby',
      sourceId: '34464bf6-1c55-4aed-8d08-ac43c7c965d1',
    });
    expect(readBoardJobInAddress(new URL('https://acme.com/careers?gh_jid=cvrve'))).toBeNull();
    expect(readBoardJobInAddress(new URL('https://acme.com/careers'))).toBeNull();
  });

  it("reads a board job's id of the board's shape in the path: the last segment of seven digits or more, or a UUID", () => {
    expect(readBoardJobInAddress(new URL('https://asana.com/jobs/apply/6151381'))).toEqual({ provider: 'greenhouse', sourceId: '6151381' });
    expect(readBoardJobInAddress(new URL('https://www.jumptrading.com/careers/7124905/'))).toEqual({ provider: 'greenhouse', sourceId: '7124905' });
    // The parameter first, else the path (an unreadable parameter leaves the path).
    expect(readBoardJobInAddress(new URL('https://www.tanium.com/careers/6187797?gh_jid=cvrve'))).toEqual({
      provider: 'greenhouse',
      sourceId: '6187797',
    });
    expect(readBoardJobInAddress(new URL('https://acme.com/jobs/1234567/apply/7654321?gh_jid=42'))).toEqual({
      provider: 'greenhouse',
      sourceId: '42',
    });
    expect(readBoardJobInAddress(new URL('https://acme.com/jobs/1234567/apply/7654321'))).toEqual({ provider: 'greenhouse', sourceId: '7654321' });
    expect(readBoardJobInAddress(new URL('https://acme.com/careers/34464BF6-1C55-4AED-8D08-AC43C7C965D1'))).toEqual({
      provider: 'ashby',
      sourceId: '34464bf6-1c55-4aed-8d08-ac43c7c965d1',
    });
    // Other platforms' longer ids (Eightfold's, Meta's, TikTok's) are no Greenhouse job's.
    for (const address of ['https://jobs.ericsson.com/careers/job/563121760620475', 'https://lifeattiktok.com/search/7613653566679566645']) {
      expect(readBoardJobInAddress(new URL(address)), address).toBeNull();
    }
    // Years, pages and a site's short ids; ids inside words.
    for (const address of [
      'https://acme.com/careers/2025/intern',
      'https://www.deshaw.com/careers/5838',
      'https://acme.com/job/r-1234567-engineer',
      'https://acme.com/jobs?page=1234567',
    ]) {
      expect(readBoardJobInAddress(new URL(address)), address).toBeNull();
    }
  });
});

describe('addressBoardNames', () => {
  it("names the board a front end's path gives (CareerPuck's), as is and without hyphens; elsewhere the site's name", () => {
    expect(addressBoardNames(new URL('https://app.careerpuck.com/job-board/lyft/job/7629311002?gh_jid=7629311002'))).toEqual(['lyft']);
    expect(addressBoardNames(new URL('https://APP.careerpuck.com./job-board/Domino-Data-Lab/job/8077693'))).toEqual([
      'domino-data-lab',
      'dominodatalab',
    ]);
    expect(addressBoardNames(new URL('https://app.careerpuck.com/login'))).toEqual([]);
    expect(addressBoardNames(new URL('https://app.careerpuck.com/job-board/..%2F..%2Fx/job/1'))).toEqual([]);
    expect(addressBoardNames(new URL('https://www.asana.com/jobs/apply/6151381'))).toEqual(['asana']);
  });
});
