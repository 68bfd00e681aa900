import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { readJobSourceSettings } from './source-settings';

const publicUrl = 'http://localhost:3000';

describe('job source settings', () => {
  it('enables every key-free source by default, keyed ones only with their keys, with the real hosts', () => {
    const { settings, problems } = readJobSourceSettings({}, publicUrl);
    expect(problems).toEqual([]);
    expect(settings.enabled).toEqual([
      'greenhouse',
      'lever',
      'ashby',
      'workable',
      'smartrecruiters',
      'recruitee',
      'personio',
      'teamtailor',
      'workday',
      'breezy',
      'bamboohr',
      'pinpoint',
      'gem',
      'manatal',
      'adp',
      'eightfold',
      'icims',
      'oracle',
      'successfactors',
      'paylocity',
      'avature',
      'rippling',
      'join',
      'comeet',
      'radancy',
      'phenom',
      'jobvite',
      'jobylon',
      'pageup',
      'jibe',
      'careersite',
      'remotive',
      'arbeitnow',
      'remoteok',
      'jobicy',
      'himalayas',
      'themuse',
      'jobtech',
    ]);
    expect(settings.baseUrls.greenhouse).toBe('https://boards-api.greenhouse.io');
    expect(settings.baseUrls.recruitee).toBe('https://{board}.recruitee.com');
    expect(settings).toMatchObject({ timeoutMs: 10_000, directoryCrawlPerHour: 200, contact: publicUrl });

    const keyed = readJobSourceSettings({ REED_API_KEY: 'k', ADZUNA_APP_ID: 'id', ADZUNA_APP_KEY: 'key', ADZUNA_COUNTRY: 'gb' }, publicUrl).settings;
    expect(keyed.enabled).toContain('reed');
    expect(keyed.enabled).toContain('adzuna');
    expect(keyed.enabled).not.toContain('jooble');
    expect(keyed.credentials).toEqual({ REED_API_KEY: 'k', ADZUNA_APP_ID: 'id', ADZUNA_APP_KEY: 'key', ADZUNA_COUNTRY: 'gb' });
  });

  it('takes JOB_SOURCES, none, base URLs without a trailing slash, and the contact', () => {
    const { settings } = readJobSourceSettings(
      { JOB_SOURCES: ' Greenhouse , remotive ', GREENHOUSE_API_URL: 'http://127.0.0.1:9/gh/', JOB_SOURCES_CONTACT: 'ops@example.org' },
      publicUrl,
    );
    expect(settings.enabled).toEqual(['greenhouse', 'remotive']);
    expect(settings.baseUrls.greenhouse).toBe('http://127.0.0.1:9/gh');
    expect(settings.contact).toBe('ops@example.org');
    expect(readJobSourceSettings({ JOB_SOURCES: 'none' }, publicUrl).settings.enabled).toEqual([]);
  });

  it('names each wrong setting', () => {
    const { problems } = readJobSourceSettings(
      {
        JOB_SOURCES: 'greenhouse,bogus,reed',
        REMOTIVE_API_URL: 'ftp://x',
        RECRUITEE_API_URL: 'http://127.0.0.1:9/recruitee',
        JOB_SOURCE_TIMEOUT_MS: 'abc',
        JOB_DIRECTORY_CRAWL_PER_HOUR: '-1',
      },
      publicUrl,
    );
    expect(problems).toEqual([
      "RECRUITEE_API_URL: must say where the board's name goes with {board}, as in https://{board}.recruitee.com",
      'REMOTIVE_API_URL: must be an http:// or https:// URL',
      expect.stringMatching(/^JOB_SOURCES: unknown source bogus/),
      'JOB_SOURCES: reed needs REED_API_KEY',
      'JOB_SOURCE_TIMEOUT_MS: must be a whole number from 500 to 120000',
      'JOB_DIRECTORY_CRAWL_PER_HOUR: must be a whole number from 0 to 10000',
    ]);
  });

  it('reads JOB_PAGE_TRUSTED_ORIGINS as origins with a path prefix, a bare origin as the whole of it', () => {
    const { settings, problems } = readJobSourceSettings(
      { JOB_PAGE_TRUSTED_ORIGINS: ' http://intranet.local:8080/jobs/ , HTTPS://Careers.Corp/open , http://10.0.0.5:9000, http://wiki.lan/ ' },
      publicUrl,
    );
    expect(problems).toEqual([]);
    expect(settings.pagePlaces).toEqual([
      'http://intranet.local:8080/jobs/',
      'https://careers.corp/open/',
      'http://10.0.0.5:9000/',
      'http://wiki.lan/',
    ]);
    expect(readJobSourceSettings({}, publicUrl).settings.pagePlaces).toEqual([]);
    for (const entry of ['intranet.local', 'ftp://intranet.local/', 'http://user:secret@intranet.local/', 'http://intranet.local/jobs?all=1']) {
      expect(readJobSourceSettings({ JOB_PAGE_TRUSTED_ORIGINS: entry }, publicUrl).problems, entry).toEqual([
        expect.stringMatching(/^JOB_PAGE_TRUSTED_ORIGINS: each entry must be an http:\/\/ or https:\/\/ address/),
      ]);
    }
  });

  it('stops start-up with the problems, alongside the rest of the configuration', () => {
    expect(() => loadConfig({ JOB_SOURCES: 'bogus', PORT: 'x' })).toThrow(/PORT[\s\S]*JOB_SOURCES: unknown source bogus/);
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/LLM_MODEL: is required/);
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3' }).llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3',
      apiKey: undefined,
    });
  });
});
