import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applicationSchema, healthSchema, resumeStructureSchema, tailoredResumeSchema } from '@seeker/contract';
import { sharedTaxonomyDir } from '@seeker/agents/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { indexDataLines, occupationIndexFormat, type OccupationIndexData } from '@seeker/agents';
import { installTaxonomy } from '../src/taxonomy/install-taxonomy';
import { occupationIndexPath } from '../src/taxonomy/taxonomy-files';
import { createOccupationKnowledge } from '../src/taxonomy/occupation-knowledge';
import { createTestApp, oneDatabaseTarget, type TestContext } from './support/test-app';
import { openTestDatabase } from './support/test-database';
import { signInAsGuest } from './support/sign-in';
import { uploadResume } from './support/upload-resume';

const taxonomy = sharedTaxonomyDir();
const resume = Buffer.from(
  ['Dana Whitfield', 'dana@example.com', '', 'Experience', 'Pharmacist, St. Mary Hospital', '2018 – 2023', '- Checked 200 prescriptions a day'].join(
    '\n',
  ),
);

// Compiling the whole taxonomy takes 10–20 s here and loading it a few more; CI's two busy cores take several times that.
describe.skipIf(!taxonomy)('ESCO and O*NET installed into the data directory (skipped where ../shared/data/taxonomy is absent)', () => {
  const ctx = {} as TestContext;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-taxonomy-'));
  beforeAll(async () => {
    const summary = installTaxonomy({ from: taxonomy!, dataDir });
    expect(summary.occupations).toBeGreaterThan(3_000);
    ctx.database = await openTestDatabase(oneDatabaseTarget()[0]!);
    ctx.app = await createTestApp(ctx.database, { occupations: createOccupationKnowledge(dataDir) });
  }, 180_000);
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('says on /api/health that the taxonomy serves, with the attribution both licences ask for', async () => {
    await expect
      .poll(async () => healthSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/health' })).json()).knowledge?.occupations, {
        timeout: 120_000,
      })
      .toBe('taxonomy');
    const { knowledge } = healthSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/health' })).json());
    expect(knowledge).toMatchObject({ occupations: 'taxonomy', occupationCount: expect.any(Number), skillCount: expect.any(Number) });
    const attribution = knowledge?.occupations === 'taxonomy' ? knowledge.attribution.join(' ') : '';
    expect(attribution).toMatch(/ESCO/);
    expect(attribution).toMatch(/O\*NET.*CC BY 4\.0/);
  }, 150_000);

  it('shows on the check step the occupation each role names', async () => {
    const guest = await signInAsGuest(ctx.app);
    const upload = await uploadResume(ctx.app, guest, 'nurse.txt', resume);
    expect(upload.statusCode).toBe(201);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/resumes/${upload.json().id}/structure`, headers: { cookie: guest.cookie } });
    const structure = resumeStructureSchema.parse(response.json());
    expect(structure.resume.work[0]?.position).toBe('Pharmacist');
    expect(structure.occupations?.[0]).toMatchObject({ isco: '2262', label: 'pharmacist' });
  }, 30_000);

  it('names on the check step the ESCO or O*NET skill each listed skill names as a whole, in the resume’s language', async () => {
    const guest = await signInAsGuest(ctx.app);
    const text = [
      'Jana Novak',
      'jana@example.com',
      '',
      'Berufserfahrung',
      'Buchhalterin, Muster GmbH',
      '2018 – 2023',
      '- Monatsabschlüsse für 40 Mandanten erstellt',
      '',
      'Kenntnisse',
      'Buchhaltung',
      'Microsoft Excel',
      'Gute Laune im Team',
    ].join('\n');
    const upload = await uploadResume(ctx.app, guest, 'cv.txt', Buffer.from(text));
    expect(upload.statusCode, upload.body).toBe(201);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/resumes/${upload.json().id}/structure`, headers: { cookie: guest.cookie } });
    const structure = resumeStructureSchema.parse(response.json());
    const named = Object.fromEntries(structure.resume.skills.map(({ name }, index) => [name, structure.knownSkills?.[index]?.label ?? null]));
    expect(named).toMatchObject({ Buchhaltung: 'accounting', 'Microsoft Excel': 'Microsoft Excel' });
  }, 30_000);

  it("names on an application's page the occupation its job's title names, in the posting's language", async () => {
    const guest = await signInAsGuest(ctx.app);
    const typed = await ctx.app.inject({
      method: 'POST',
      url: '/api/jobs/typed-in',
      headers: { cookie: guest.cookie, 'content-type': 'application/json' },
      payload: {
        url: 'https://jobs.example.com/kellner',
        title: 'Kellner (m/w/d) 80-100%',
        company: 'Gasthaus zur Post',
        description:
          'Wir suchen eine freundliche Servicekraft für unser Restaurant. Sie begrüssen unsere Gäste, nehmen Bestellungen auf und servieren Speisen und Getränke. Sie arbeiten im Team mit der Küche und sorgen für einen reibungslosen Ablauf.',
      },
    });
    expect(typed.statusCode, typed.body).toBe(201);
    const jobId = (typed.json() as { job: { jobId: string } }).job.jobId;
    const page = await ctx.app.inject({ method: 'GET', url: `/api/applications/${jobId}`, headers: { cookie: guest.cookie } });
    expect(page.statusCode, page.body).toBe(200);
    expect(applicationSchema.parse(page.json()).occupation).toMatchObject({ isco: '5131', matchedTitle: 'Kellner' });
  }, 30_000);

  it('reads a posting’s requirements by ESCO’s skills, met by a resume naming them in another language', async () => {
    const guest = await signInAsGuest(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/agents/tailor-resume',
      headers: { cookie: guest.cookie, 'content-type': 'application/json' },
      payload: {
        message: 'Tailor',
        context: {
          user_id: guest.userId,
          resume_text: ['Jane Doe', 'jane@example.com', '', 'EXPERIENCE', 'Bookkeeper, Acme Ltd — 2019 – 2024', '• Bookkeeping for 40 clients'].join(
            '\n',
          ),
          job_description: ['Ihr Profil:', '- Erfahrung in der Buchführung', '- Sicherer Umgang mit QuickBooks', 'Wir bieten:', '- Obstkorb'].join(
            '\n',
          ),
          job_title: 'Buchhalter (m/w/d)',
          job_company: 'Kanzlei Muster',
        },
        session_id: `resume-${Date.now()}`,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { keywords } = tailoredResumeSchema.parse(response.json().tailoring.result).before;
    // The resume's "Bookkeeping" is ESCO's accounting, as the posting's "Buchführung" is.
    expect(keywords).toContainEqual({ term: 'Buchführung', found: true });
  }, 30_000);
});

describe('without an installed taxonomy', () => {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await openTestDatabase(oneDatabaseTarget()[0]!);
    ctx.app = await createTestApp(ctx.database, { occupations: createOccupationKnowledge(fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-empty-'))) });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });

  it('says the built-in vocabulary serves and why, and the check step names no occupation', async () => {
    const { knowledge } = healthSchema.parse((await ctx.app.inject({ method: 'GET', url: '/api/health' })).json());
    expect(knowledge).toEqual({
      occupations: 'built-in',
      reason: expect.stringMatching(/^Occupations are not installed on this server/),
      install: 'Install them: npm run taxonomy:install',
    });
    // What people read (Settings) names no command and no setting.
    expect(knowledge?.occupations === 'built-in' && knowledge.reason).not.toMatch(/npm|taxonomy:install|DATA_DIR/);
    const guest = await signInAsGuest(ctx.app);
    const upload = await uploadResume(ctx.app, guest, 'nurse.txt', resume);
    const structure = resumeStructureSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/resumes/${upload.json().id}/structure`, headers: { cookie: guest.cookie } })).json(),
    );
    expect(structure.resume.work).toHaveLength(1);
    expect(structure.occupations).toBeUndefined();
  });
});

describe('an index that is not what it should be', () => {
  const nurse: OccupationIndexData['occupations'][number] = ['esco', 'http://data.europa.eu/esco/occupation/nurse', '2221', 'registered nurse'];
  const nurseTitle: OccupationIndexData['titles'][number] = ['Registered Nurse', 0, 0, 0, 'registered nurse', 'nurse', 1];
  /** An index of these parts, the rest empty. */
  const indexWith = (parts: Partial<OccupationIndexData>): OccupationIndexData => ({
    format: occupationIndexFormat,
    builtAt: '2026-11-28T00:00:00.000Z',
    sources: [],
    occupations: [],
    crosswalk: [],
    titles: [],
    skills: [],
    skillLabels: [],
    occupationSkills: [],
    ...parts,
  });

  it('is said to be loading, not missing, from the first ask after a start', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-first-'));
    fs.mkdirSync(path.join(dataDir, 'taxonomy'));
    fs.writeFileSync(occupationIndexPath(dataDir), gzipSync(JSON.stringify({ format: occupationIndexFormat })));
    const knowledge = createOccupationKnowledge(dataDir);
    expect(knowledge.status()).toMatchObject({ occupations: 'built-in', loading: true });
    await knowledge.index();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is refused whole when its parts do not fit together, and said to be unreadable', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-misfit-'));
    fs.mkdirSync(path.join(dataDir, 'taxonomy'));
    const misfit = indexWith({ titles: [['Registered Nurse', 5, 0, 0, 'registered nurse', 'nurse', 1]] });
    fs.writeFileSync(occupationIndexPath(dataDir), gzipSync(indexDataLines(misfit)));
    const knowledge = createOccupationKnowledge(dataDir);
    expect(await knowledge.index()).toBeUndefined();
    expect(knowledge.status()).toEqual({
      occupations: 'built-in',
      reason: 'The occupations installed on this server could not be read, so Seeker reads job titles by its own list of job words.',
      // Why, for whoever runs Seeker: /api/health's, never in what Settings shows.
      install: expect.stringMatching(/could not be read \(.*its parts do not fit together.*\)\. Install them again: npm run taxonomy:install$/),
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is refused when it names no job title (made from a folder without the title files), and said to be unreadable', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-untitled-'));
    fs.mkdirSync(path.join(dataDir, 'taxonomy'));
    fs.writeFileSync(occupationIndexPath(dataDir), gzipSync(indexDataLines(indexWith({ occupations: [nurse], titles: [] }))));
    const knowledge = createOccupationKnowledge(dataDir);
    expect(await knowledge.index()).toBeUndefined();
    expect(knowledge.status()).toMatchObject({
      occupations: 'built-in',
      install: expect.stringMatching(/could not be read \(it names no job titles\)/),
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives every caller asking at once the same answer, the first after a start included', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-together-'));
    fs.mkdirSync(path.join(dataDir, 'taxonomy'));
    fs.writeFileSync(occupationIndexPath(dataDir), gzipSync(indexDataLines(indexWith({ occupations: [nurse], titles: [nurseTitle] }))));
    const knowledge = createOccupationKnowledge(dataDir);
    const [first, second, third] = await Promise.all([knowledge.index(), knowledge.index(), knowledge.index()]);
    expect(first).toBeDefined();
    expect(second).toBe(first);
    expect(third).toBe(first);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is refused when it unzips to more than any index, before it is all unzipped', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-bomb-'));
    fs.mkdirSync(path.join(dataDir, 'taxonomy'));
    // 300 MB of spaces, a few hundred KB zipped: past the 256 MB an index may unzip to.
    fs.writeFileSync(occupationIndexPath(dataDir), gzipSync(Buffer.alloc(300 * 1024 * 1024, 0x20), { level: 1 }));
    const knowledge = createOccupationKnowledge(dataDir);
    expect(await knowledge.index()).toBeUndefined();
    expect(knowledge.status()).toMatchObject({ occupations: 'built-in', install: expect.stringMatching(/could not be read \(.*larger than.*\)/) });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('is not read when an older Seeker made it, and the health check says to install again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-old-'));
    fs.mkdirSync(path.join(dataDir, 'taxonomy'));
    fs.writeFileSync(path.join(dataDir, 'taxonomy', 'occupations.v1.json.gz'), 'old');
    const knowledge = createOccupationKnowledge(dataDir);
    expect(await knowledge.index()).toBeUndefined();
    expect(knowledge.status()).toEqual({
      occupations: 'built-in',
      reason: expect.stringMatching(/made for an older Seeker/),
      install: 'Install them again: npm run taxonomy:install',
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
