import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('needs nothing set for the embedded default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      role: 'all',
      google: undefined,
      oidc: undefined,
      trustedOrigins: ['http://127.0.0.1:3000', 'http://[::1]:3000'],
    });
  });

  it('trusts only the public URL (and listed origins) once PUBLIC_URL is set', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://jobs.example.com', TRUSTED_ORIGINS: 'https://admin.example.com' });
    expect(config.trustedOrigins).toEqual(['https://admin.example.com']);
  });

  it('reads overrides and derives the public URL from PORT', () => {
    const config = loadConfig({ PORT: '4100', DATA_DIR: '/tmp/seeker', DATABASE_URL: 'postgres://u:p@localhost/db' });
    expect(config.port).toBe(4100);
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.dataDir).toBe('/tmp/seeker');
    expect(config.databaseUrl).toBe('postgres://u:p@localhost/db');
  });

  it('leaves /metrics open without METRICS_TOKEN and reads the token when set', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe('m'.repeat(32));
  });

  it('downloads ESCO and O*NET on a first start only when TAXONOMY_DOWNLOAD=on, from the publishers or the releases a file names', () => {
    expect(loadConfig({}).taxonomyDownload).toBeUndefined();
    const publishers = loadConfig({ TAXONOMY_DOWNLOAD: 'on' }).taxonomyDownload!;
    expect(publishers.map((release) => new URL(release.url).hostname)).toEqual([
      ...Array.from({ length: 8 }, () => 'ec.europa.eu'),
      'www.onetcenter.org',
      'raw.githubusercontent.com',
    ]);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-releases-'));
    const file = path.join(folder, 'releases.json');
    fs.writeFileSync(file, JSON.stringify([{ name: 'Mirror', url: 'https://mirror.example.org/esco-en.zip', sha256: 'a'.repeat(64) }]));
    expect(loadConfig({ TAXONOMY_DOWNLOAD: 'on', TAXONOMY_RELEASES: file }).taxonomyDownload).toEqual([
      { name: 'Mirror', url: 'https://mirror.example.org/esco-en.zip', sha256: 'a'.repeat(64) },
    ]);
    fs.writeFileSync(file, JSON.stringify([{ name: 'Plain', url: 'http://mirror.example.org/esco-en.zip' }]));
    expect(() => loadConfig({ TAXONOMY_DOWNLOAD: 'on', TAXONOMY_RELEASES: file })).toThrow(
      /TAXONOMY_RELEASES: .*0\.url must be an https:\/\/ address/,
    );
    expect(() => loadConfig({ TAXONOMY_RELEASES: path.join(folder, 'missing.json') })).toThrow(/TAXONOMY_RELEASES: .*could not be read as JSON/);
    expect(() => loadConfig({ TAXONOMY_DOWNLOAD: 'yes' })).toThrow(ConfigError);
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', GOOGLE_CLIENT_ID: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ ROLE: 'boss' }, 'ROLE'],
    [{ ROLE: 'worker' }, 'ROLE'],
    [{ ROLE: 'api', DATABASE_URL: 'postgres://localhost/db' }, 'BETTER_AUTH_SECRET'],
    [{ BETTER_AUTH_SECRET: 'short' }, 'BETTER_AUTH_SECRET'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ PUBLIC_URL: 'ftp://example.com' }, 'PUBLIC_URL'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_SECRET'],
    [{ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'x' }, 'OIDC_CLIENT_SECRET'],
  ])('stops on %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n {2}${variable}: `));
  });

  it('turns on Google and OIDC only when fully configured', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 's',
      OIDC_ISSUER: 'https://id.example.com/',
      OIDC_CLIENT_ID: 'o',
      OIDC_CLIENT_SECRET: 'p',
    });
    expect(config.google).toEqual({ clientId: 'g', clientSecret: 's' });
    expect(config.oidc?.clientId).toBe('o');
  });

  it('asks Wikidata, Wikipedia and company sites by default, the ratings provider only with its key', () => {
    expect(loadConfig({}).research).toEqual({
      enabled: ['wikidata', 'wikipedia', 'website'],
      wikidataUrl: 'https://www.wikidata.org',
      wikipediaUrl: 'https://en.wikipedia.org/api/rest_v1',
      ratings: undefined,
      ttlHours: 72,
    });
    const keyed = loadConfig({
      GLASSDOOR_RAPIDAPI_KEY: 'k',
      COMPANY_RESEARCH_TTL_HOURS: '24',
      WIKIDATA_API_URL: 'http://127.0.0.1:9000/wikidata/',
    }).research;
    expect(keyed).toMatchObject({
      enabled: ['wikidata', 'wikipedia', 'website', 'ratings'],
      wikidataUrl: 'http://127.0.0.1:9000/wikidata',
      ratings: { baseUrl: 'https://real-time-glassdoor-data.p.rapidapi.com', apiKey: 'k' },
      ttlHours: 24,
    });
    expect(loadConfig({ COMPANY_RESEARCH_SOURCES: 'none', GLASSDOOR_RAPIDAPI_KEY: 'k' }).research).toMatchObject({ enabled: [], ratings: undefined });
  });

  it.each([
    [{ COMPANY_RESEARCH_SOURCES: 'ratings' }, 'COMPANY_RESEARCH_SOURCES: ratings needs GLASSDOOR_RAPIDAPI_KEY'],
    [{ COMPANY_RESEARCH_SOURCES: 'wikidata,crystal-ball' }, 'COMPANY_RESEARCH_SOURCES'],
    [{ WIKIDATA_API_URL: 'file:///etc' }, 'WIKIDATA_API_URL'],
    [{ COMPANY_RESEARCH_TTL_HOURS: '0' }, 'COMPANY_RESEARCH_TTL_HOURS'],
  ])('stops on research settings %j naming %s', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
