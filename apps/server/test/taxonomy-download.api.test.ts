import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sharedTaxonomyDir } from '@seeker/agents/testing';
import { zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { startBackgroundInstall } from '../src/taxonomy/background-install';
import { downloadsFolder, downloadTaxonomy, unpackRelease } from '../src/taxonomy/download-taxonomy';
import { createOccupationKnowledge } from '../src/taxonomy/occupation-knowledge';
import { startFakePublisher } from '../src/taxonomy/testing/fake-publisher';
import { installTaxonomy } from '../src/taxonomy/install-taxonomy';
import { occupationIndexPath } from '../src/taxonomy/taxonomy-files';

const taxonomy = sharedTaxonomyDir();
const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'seeker-taxonomy-download-'));
  folders.push(folder);
  return folder;
};
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe('a first start that downloads ESCO and O*NET', () => {
  // The publishers' own files, as ../shared/data/taxonomy keeps them: ESCO's English archive byte for byte, a
  // language's occupations, O*NET's titles and the crosswalk, served from 127.0.0.1 as ESCO's and O*NET's servers do.
  it.skipIf(!taxonomy)(
    'downloads, unpacks and compiles them in a thread of its own, saying so meanwhile, then serves them (skipped where ../shared/data/taxonomy is absent)',
    async () => {
      const shared = (relative: string) => readFileSync(path.join(taxonomy!, relative));
      const files = {
        'ESCO dataset - v1.1.1 - classification - en - csv.zip': shared(
          'esco/v1.1.1-en-and-relations-tabiya/ESCO dataset - v1.1.1 - classification - en - csv.zip',
        ),
        'occupations_de.csv': shared('esco/v1.0.8-occupations-27lang-labourR/occupations/occupations_de.csv'),
        'Occupation Data.tsv': shared('onet/29.2-tsv-converted/Occupation Data.tsv'),
        'Alternate Titles.tsv': shared('onet/29.2-tsv-converted/Alternate Titles.tsv'),
        'esco_onet_crosswalk_Nov2020.csv': shared('onet/crosswalks-nesta/esco_onet_crosswalk_Nov2020.csv'),
      };
      const publisher = await startFakePublisher(Object.fromEntries(Object.entries(files).map(([name, body]) => [name, { body }])));
      const dataDir = newFolder();
      const releases = Object.keys(files).map((name) => ({ name, url: publisher.url(name) }));
      const install = startBackgroundInstall({ dataDir, releases })!;
      const knowledge = createOccupationKnowledge(dataDir, undefined, install);
      expect(knowledge.status()).toEqual({
        occupations: 'built-in',
        reason: `Seeker is downloading its occupations from ESCO and O*NET (1 of 5: ESCO dataset - v1.1.1 - classification - en - csv.zip); until then Seeker reads job titles by its own list of job words.`,
        installing: true,
      });
      await install.finished;
      expect(install.status()).toEqual({ state: 'installed' });
      await expect.poll(() => knowledge.status().occupations, { timeout: 60_000, interval: 200 }).toBe('taxonomy');
      const index = await knowledge.index();
      expect(index!.occupations.length).toBeGreaterThan(3_000 + 900);
      // Settings names the languages installed, not the eight a full download would bring.
      expect(knowledge.status()).toMatchObject({ languages: ['en', 'de'] });
      expect(index!.sources.map((source) => source.name).join(' ')).toMatch(/O\*NET/);
      // Installed: a later start downloads nothing.
      expect(startBackgroundInstall({ dataDir, releases })).toBeUndefined();
      await publisher.close();
    },
    240_000,
  );

  it('says why when a publisher’s file cannot be had, and serves the built-in vocabulary', async () => {
    const publisher = await startFakePublisher({});
    const dataDir = newFolder();
    const install = startBackgroundInstall({ dataDir, releases: [{ name: 'ESCO (en)', url: publisher.url('gone.zip') }] })!;
    const knowledge = createOccupationKnowledge(dataDir, undefined, install);
    await install.finished;
    expect(knowledge.status()).toEqual({
      occupations: 'built-in',
      reason:
        'Seeker could not download its occupations (ESCO (en) could not be had), so it reads job titles by its own list of job words and tries again on its next start.',
      // The command is for whoever runs Seeker (/api/health), never in the words Settings shows.
      install: 'Install them: npm run taxonomy:install',
    });
    // The details, with the address asked, are for whoever runs Seeker (the log), not for a public health check.
    expect(install.status()).toMatchObject({ state: 'failed', release: 'ESCO (en)', message: expect.stringMatching(/gone\.zip answered 404\.$/) });
    await publisher.close();
  }, 60_000);

  it('unpacks from an archive only the taxonomy’s files, each by its own name inside the folder, whatever path the archive gives it', () => {
    const folder = newFolder();
    const archive = path.join(folder, 'release.zip');
    const text = (value: string) => new TextEncoder().encode(value);
    const bytes = zipSync({
      'ESCO dataset/occupations_en.csv': text('conceptUri\n'),
      '../../skills_fr.csv': text('conceptUri\n'),
      'README.txt': text('not taxonomy'),
      'nested/../../../evil.sh': text('rm -rf /'),
    });
    writeFileSync(archive, bytes);
    unpackRelease({ name: 'release', url: 'https://example.org/release.zip' }, archive, path.join(folder, 'release.zip.files'));
    expect(readdirSync(path.join(folder, 'release.zip.files')).sort()).toEqual(['occupations_en.csv', 'skills_fr.csv']);
    expect(readdirSync(folder).sort()).toEqual(['release.zip', 'release.zip.files']);
  });

  it('keeps each release’s files once, drops what an earlier list left, and refuses an archive holding none of the taxonomy’s files', async () => {
    const text = (value: string) => new TextEncoder().encode(value);
    const files = {
      'en.zip': { body: Buffer.from(zipSync({ 'x/occupations_en.csv': text('conceptUri,preferredLabel\n') })) },
      'other.zip': { body: Buffer.from(zipSync({ 'README.txt': text('a different release') })) },
    };
    const publisher = await startFakePublisher(files);
    const dataDir = newFolder();
    const folder = downloadsFolder(dataDir);
    mkdirSync(path.join(folder, '01-old-release.zip.files'), { recursive: true });
    const releases = [
      { name: 'ESCO (en)', url: publisher.url('en.zip') },
      { name: 'O*NET', url: publisher.url('other.zip') },
    ];
    await expect(downloadTaxonomy({ releases, dataDir })).rejects.toThrow("O*NET: the archive holds none of ESCO's or O*NET's files.");
    // The first release's files are kept (not its archive); the refused one is gone, to be downloaded afresh.
    expect(readdirSync(folder)).toEqual(['01-en.zip.files']);
    expect(readdirSync(path.join(folder, '01-en.zip.files')).sort()).toEqual(['.release.json', 'occupations_en.csv']);
    files['other.zip'].body = Buffer.from(zipSync({ 'db/Occupation Data.txt': text('O*NET-SOC Code\tTitle\tDescription\n') }));
    // Compiling these two tiny files fails; what matters is that only the refused release was asked for again.
    await downloadTaxonomy({ releases, dataDir }).catch(() => undefined);
    expect(publisher.requests.map((request) => request.path)).toEqual(['en.zip', 'other.zip', 'other.zip']);
    expect(readdirSync(folder).sort()).toEqual(['01-en.zip.files', '02-other.zip.files']);
    await publisher.close();
  });

  it('refuses an archive entry whose bytes are not the ones its CRC-32 and length say, and an index with no rows', () => {
    const folder = newFolder();
    const archive = path.join(folder, 'damaged.zip');
    const text = 'conceptUri,preferredLabel\n' + 'http://data.europa.eu/esco/occupation/x,cook\n'.repeat(50);
    const bytes = Buffer.from(zipSync({ 'occupations_en.csv': [new TextEncoder().encode(text), { level: 0 }] }));
    // A byte of the stored (uncompressed) file changed, as a resume spliced from another version would change it.
    bytes[bytes.indexOf('cook') + 1] = 'x'.charCodeAt(0);
    writeFileSync(archive, bytes);
    expect(() => unpackRelease({ name: 'ESCO (en)', url: 'https://example.org/damaged.zip' }, archive, path.join(folder, 'out'))).toThrow(
      "ESCO (en): occupations_en.csv in the archive is damaged (its length or CRC-32 is not the archive's).",
    );
    // Files of the right name with no rows Seeker reads: nothing is installed, an index in use is kept.
    const from = path.join(folder, 'empty');
    mkdirSync(from);
    writeFileSync(path.join(from, 'occupations_en.csv'), 'something,else\n1,2\n');
    const dataDir = newFolder();
    mkdirSync(path.join(dataDir, 'taxonomy'), { recursive: true });
    writeFileSync(occupationIndexPath(dataDir), 'the index in use');
    expect(() => installTaxonomy({ from, dataDir })).toThrow(/hold no occupations or job titles Seeker can read; the occupations in use are kept\./);
    expect(readFileSync(occupationIndexPath(dataDir), 'utf8')).toBe('the index in use');
  });

  it('downloads into the folder one install at a time, taking over a lock its holder left behind', async () => {
    const dataDir = newFolder();
    const folder = downloadsFolder(dataDir);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, '.lock'), String(process.ppid));
    await expect(downloadTaxonomy({ releases: [{ name: 'X', url: 'http://127.0.0.1:9/x.zip' }], dataDir })).rejects.toThrow(
      `another install (process ${process.ppid}) is downloading into ${folder}; try again when it has finished.`,
    );
    // A lock whose process has ended is taken over (the download then fails on its own: nothing listens there).
    writeFileSync(path.join(folder, '.lock'), '2147483646');
    await expect(downloadTaxonomy({ releases: [{ name: 'X', url: 'http://127.0.0.1:9/x.zip' }], dataDir })).rejects.toThrow(/^X: downloading/);
    expect(readdirSync(folder)).not.toContain('.lock');
  });

  it('resumes a release cut short on the next try, asking only for the rest', async () => {
    const text = (value: string) => new TextEncoder().encode(value);
    const body = Buffer.from(zipSync({ 'occupations_en.csv': [text('conceptUri\n'.repeat(20_000)), { level: 0 }] }));
    const publisher = await startFakePublisher({ 'en.zip': { body, cutAfter: 50_000 } });
    const dataDir = newFolder();
    const releases = [{ name: 'ESCO (en)', url: publisher.url('en.zip') }];
    await expect(downloadTaxonomy({ releases, dataDir })).rejects.toThrow(/resumes next time/);
    await downloadTaxonomy({ releases, dataDir }).catch(() => undefined);
    expect(publisher.requests.map((request) => request.range)).toEqual([undefined, expect.stringMatching(/^bytes=[1-9]\d*-$/)]);
    await publisher.close();
  });
});
