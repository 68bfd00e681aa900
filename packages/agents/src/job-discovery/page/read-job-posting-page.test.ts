import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseJsonLdBlock, readJobPostingPage, scanPageMarkup, type PageFindings } from './read-job-posting-page';

// Real pages saved by other projects (fixtures/ORIGINS.md says where each comes from). Every expected
// value below is what the page itself states; pageUrl is the address each page was captured from.
const fixtures = new URL('./fixtures/', import.meta.url);
const page = (file: string) => readFileSync(new URL(file, fixtures), 'utf8');

/** The findings without the description, which is checked on its own (it is thousands of characters). */
function read(file: string, pageUrl: string): { rest: Omit<PageFindings, 'descriptionHtml'>; description: string | undefined } {
  const findings = readJobPostingPage(page(file), pageUrl);
  expect(findings).not.toBeNull();
  const { descriptionHtml, ...rest } = findings!;
  return { rest, description: descriptionHtml };
}

describe('readJobPostingPage on real JSON-LD pages', () => {
  it('reads au.indeed.com (PaperCut): AUD salary, array employmentType, JS escapes, canonical link', () => {
    const { rest, description } = read('indeed_job.html', 'https://au.indeed.com/viewjob?jk=54f1f8af68d722d2&from=serp');
    expect(rest).toEqual({
      url: 'https://au.indeed.com/viewjob?jk=54f1f8af68d722d2',
      title: 'Senior DevOps Engineer',
      company: 'PaperCut Software',
      location: 'Camberwell, VIC, AU',
      postedAt: new Date('2026-08-06T07:39:35.941Z'),
      validThrough: new Date('2026-12-12T09:37:46.463Z'),
      salary: { min: 130000, max: 160000, currency: 'AUD', period: 'year' },
      employmentType: 'FULL_TIME',
      companyLogoUrl: 'https://d2q79iu7y748jz.cloudfront.net/s/_squarelogo/256x256/8a79f6f721b4bf6d35e0489dac1df4e4',
    });
    // The JSON writes "<" as \u003C: the description comes out as real HTML.
    expect(description?.startsWith('<div>\n <b>Company Description</b>')).toBe(true);
    expect(description).toHaveLength(4785);
  });

  it('reads Remitly and drops its placeholder salary (1.0 .. 1000000.0) whole', () => {
    const file = '0047-careers-remitly-com-job-23582019-principal-product-manager-p.html';
    // The page does state a baseSalary: dropping it is this reader's choice, not an absence.
    const stated = scanPageMarkup(page(file)).jsonLdBlocks.map((block) => parseJsonLdBlock(block));
    expect(JSON.stringify(stated)).toContain('"minValue":1,"maxValue":1000000,"unitText":"YEAR"');

    const { rest, description } = read(file, 'https://careers.remitly.com/job/23582019/principal-product-manager-p2p-payments/');
    expect(rest).toEqual({
      url: 'https://careers.remitly.com/job/23582019/principal-product-manager-p2p-payments',
      title: 'Principal Product Manager, P2P Payments',
      company: 'remitly',
      location: 'Arlington, VA, US',
      postedAt: new Date('2026-07-10T00:00:00.000Z'),
      identifier: 'R_106575',
    });
    expect(rest.salary).toBeUndefined();
    expect(description?.startsWith('<p style="text-align:left"><u><b>Job Description:</b></u></p>At Remitly')).toBe(true);
  });

  it('reads Moove (Teamtailor): HTML-escaped description unescaped once, five places, offset date, fetched URL', () => {
    const pageUrl = 'https://careers.moove.io/jobs/8041975-director-head-of-fleet-vehicle-procurement-strategic-sourcing';
    const { rest, description } = read('0049-careers-moove-io-jobs-8041975-director-head-of-fleet-vehicle.html', pageUrl);
    expect(rest).toEqual({
      url: pageUrl,
      title: 'Director/Head of Fleet Vehicle Procurement & Strategic Sourcing',
      company: 'Moove',
      location:
        'Phoenix, North America, US; Miami, North America, US; Dearborn, North America, US; Las Vegas, North America, US; USA - Fully Remote, North America, US',
      postedAt: new Date('2026-07-08T17:17:29.000Z'),
      employmentType: 'FULL_TIME',
      identifier: '8041975',
      companyLogoUrl:
        'https://images.teamtailor-cdn.com/images/s3/teamtailor-production/logotype-v3/image_uploads/d5d6406c-4a0b-4f74-a75b-634afc6d4957/original.png',
    });
    // "USA - Fully Remote" is text, and jobLocationType is not stated: remote stays unknown.
    expect(rest.remote).toBeUndefined();
    expect(description?.startsWith('<h3><span><strong>The Mission: Powering the Autonomy Revolution</strong></span></h3>')).toBe(true);
    expect(description).not.toContain('&lt;');
  });

  it('reads Fifth Dimension (Teamtailor): null regions skipped, a 2024 date kept as stated', () => {
    const pageUrl =
      'https://careers.fifthdimensionai.com/jobs/4876297-ai-engineer-staff-principal?gh_src=Speedinvest+job+board&utm_medium=getro.com&utm_source=Speedinvest+job+board';
    const { rest, description } = read('0062-careers-fifthdimensionai-com-jobs-4876297-ai-engineer-staff.html', pageUrl);
    expect(rest).toEqual({
      url: pageUrl,
      title: 'AI Engineer (Staff/Principal)',
      company: 'Fifth Dimension',
      location: 'London, GB; New York, US; Singapore, SG',
      postedAt: new Date('2024-08-20T10:51:36.000Z'),
      employmentType: 'FULL_TIME',
      identifier: '4876297',
      companyLogoUrl:
        'https://images.teamtailor-cdn.com/images/s3/teamtailor-production/logotype-v3/image_uploads/a29e078f-7e73-478c-80c2-3de069fb23f2/original.svg',
    });
    expect(description?.startsWith('<p></p><h2>About Us:</h2><p>Fifth Dimension is bringing vibe working')).toBe(true);
  });

  it('reads JOIN (Fugro): EUR salary, JobPosting.url, directApply on that url, country as a name', () => {
    const { rest, description } = read(
      '0079-join-com-companies-fugro-16405887-geowissenschaftler-m-w-d.html',
      'https://join.com/companies/fugro/16344680-geowissenschaftler-m-w-d',
    );
    expect(rest).toEqual({
      url: 'https://join.com/companies/fugro/16405887-geowissenschaftler-m-w-d',
      title: 'Geowissenschaftler (m/w/d)',
      company: 'Fugro Germany GmbH',
      location: 'Lilienthal, Deutschland',
      postedAt: new Date('2026-05-29T12:50:31.293Z'),
      salary: { min: 43000, max: 58850, currency: 'EUR', period: 'year' },
      employmentType: 'FULL_TIME',
      applyUrl: 'https://join.com/companies/fugro/16405887-geowissenschaftler-m-w-d',
      companyLogoUrl: 'https://cdn.join.com/6229a767078e030008af54aa/fugro-germany-land-gmb-h-logo-m.png',
    });
    expect(description?.startsWith('<p><strong>Gestalten Sie mit uns die Infrastruktur von morgen</strong></p>')).toBe(true);
  });

  it('reads Firsty: a minimal posting, plain-text description, the BreadcrumbList block ignored', () => {
    const { rest, description } = read(
      '0051-firsty-app-pt-jobs-other-customer-experience-management-inte.html',
      'https://www.firsty.app/pt/jobs/other/customer-experience-management-intern?ref=x',
    );
    expect(rest).toEqual({
      url: 'https://www.firsty.app/pt/jobs/other/customer-experience-management-intern',
      title: 'Estagiário de Gestão da Experiência do Cliente',
      company: 'Firsty',
      location: 'Amesterdão',
      postedAt: new Date('2026-07-09T09:17:47.352Z'),
    });
    expect(description?.startsWith('Sobre Firsty Na Firsty, estamos em uma missão')).toBe(true);
    expect(description).toHaveLength(321);
  });

  it('reads Conduent (Phenom): the employment type its list names beside OTHER, an entity-escaped description', () => {
    const { rest, description } = read(
      'phenom-conduent-22047-job-detail.html',
      'https://careers.conduent.com/us/en/job/22047/Human-Resources-Business-Partner-Analyst-II',
    );
    expect(rest).toMatchObject({
      url: 'https://careers.conduent.com/us/en/job/22047/Human-Resources-Business-Partner-Analyst-II',
      title: 'Human Resources Business Partner Analyst II',
      company: 'Conduent Business Services Philippines, Inc.',
      location: 'Cebu City, Central Visayas (Region VII), Philippines',
      employmentType: 'FULL_TIME',
      postedAt: new Date('2026-05-29T00:00:00.000Z'),
    });
    expect(description?.startsWith('<p class="elementtoproof"><span>Through our dedicated associates')).toBe(true);
  });

  it('reads Amdocs (Eightfold): a date without a zone, the closing date, the place as abbreviated', () => {
    const { rest } = read('eightfold-amdocs-job-page.html', 'https://jobs.amdocs.com/careers/job/563431013427445?domain=amdocs.com');
    expect(rest).toMatchObject({
      title: 'Software Support Specialist',
      company: 'Amdocs',
      location: 'HKI, Uusimaa,FI, FI',
      employmentType: 'FULL_TIME',
      postedAt: new Date('2026-07-27T13:21:22.000Z'),
      validThrough: new Date('2027-01-23T13:21:22.000Z'),
    });
  });
});

describe('readJobPostingPage on the real microdata page', () => {
  it('reads Coloplast (SAP SuccessFactors): Java-format date, organisation as meta content, element text', () => {
    const { rest, description } = read('JobPage02_JobPostingExtended19.html', 'https://careers.coloplast.com/job/689406301');
    expect(rest).toEqual({
      url: 'https://careers.coloplast.com/Default/job/Humleb%C3%A6k-Senior-Manager%2C-Sales-Excellence/689406301/',
      title: 'Senior Manager, Sales Force Excellence',
      company: 'Coloplast A/S',
      location: 'Humlebæk, DK',
      postedAt: new Date('2021-07-01T00:00:00.000Z'),
    });
    expect(description?.startsWith('<span class="jobdescription"><div class="image-box"><img src="https://performancemanager5')).toBe(true);
  });
});

describe('readJobPostingPage on real pages without a JobPosting', () => {
  it('returns null for an Ashby board page, which has no ld+json', () => {
    const html = page('0005-jobs-ashbyhq-com-alephalpha.html');
    expect(scanPageMarkup(html).jsonLdBlocks).toEqual([]);
    expect(readJobPostingPage(html, 'https://jobs.ashbyhq.com/alephalpha')).toBeNull();
  });

  it('returns null for a SEEK page whose ld+json holds only a WebSite', () => {
    const html = page('seek_job.html');
    expect(scanPageMarkup(html).jsonLdBlocks).toHaveLength(1);
    expect(readJobPostingPage(html, 'https://au.seek.com/job/93856863')).toBeNull();
  });
});

describe('readJobPostingPage bounds', () => {
  it('returns null quickly for a page over 4 MB, even one with a posting', () => {
    const posting = page('indeed_job.html');
    const huge = posting + ' '.repeat(5 * 1024 * 1024 - posting.length);
    expect(readJobPostingPage(posting, 'https://au.indeed.com/')).not.toBeNull();
    const started = performance.now();
    expect(readJobPostingPage(huge, 'https://au.indeed.com/')).toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('reads at most 50 ld+json blocks', () => {
    const posting = '<script type="application/ld+json">{"@type":"JobPosting","title":"Late"}</script>';
    const filler = '<script type="application/ld+json">{"@type":"Thing"}</script>';
    expect(readJobPostingPage(filler.repeat(49) + posting, 'https://example.com/')?.title).toBe('Late');
    expect(readJobPostingPage(filler.repeat(50) + posting, 'https://example.com/')).toBeNull();
  });

  it('survives deep nesting and looks no deeper than 20 levels', () => {
    const nested = (depth: number) => `${'{"a":'.repeat(depth)}{"@type":"JobPosting","title":"Deep"}${'}'.repeat(depth)}`;
    const html = (depth: number) => `<script type="application/ld+json">${nested(depth)}</script>`;
    expect(readJobPostingPage(html(19), 'https://example.com/')?.title).toBe('Deep');
    expect(readJobPostingPage(html(25), 'https://example.com/')).toBeNull();
    expect(readJobPostingPage(html(100_000), 'https://example.com/')).toBeNull();
    expect(readJobPostingPage(`<script type="application/ld+json">${'['.repeat(200_000)}</script>`, 'https://example.com/')).toBeNull();
  });

  it('reads a page whose elements nest deeper than any real one only to that depth, in bounded time', () => {
    const posting = '<script type="application/ld+json">{"@type":"JobPosting","title":"Early"}</script>';
    for (const nesting of ['<div>'.repeat(200_000), '<div></b>'.repeat(200_000), '<span/>'.repeat(200_000)]) {
      const started = performance.now();
      expect(readJobPostingPage(`<html><head>${posting}</head><body>${nesting}</body></html>`, 'https://example.com/')?.title).toBe('Early');
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });
});

// Small variants of the real pages for quirks no saved page shows. Each is labelled with its source.
describe('readJobPostingPage on derived variants', () => {
  const script = (json: string) => `<html><head><script type="application/ld+json">${json}</script></head><body></body></html>`;
  // derived from indeed_job.html (its JobPosting, cut down)
  const indeedPosting =
    '{"@type":"JobPosting","title":"Senior DevOps Engineer","hiringOrganization":{"@type":"Organization","name":"PaperCut Software"},"jobLocation":{"@type":"Place","address":{"@type":"PostalAddress","addressCountry":"AU","addressLocality":"Camberwell","addressRegion":"VIC"}},"datePosted":"2026-08-06T07:39:35.941Z"}';

  it('finds a JobPosting inside @graph with a full-IRI @type array (derived from indeed_job.html)', () => {
    const json = `{"@context":"https://schema.org","@graph":[{"@type":"WebSite","name":"x"},${indeedPosting.replace('"@type":"JobPosting"', '"@type":["Thing","http://schema.org/JobPosting"]')}]}`;
    expect(readJobPostingPage(script(json), 'https://au.indeed.com/viewjob')).toMatchObject({
      title: 'Senior DevOps Engineer',
      company: 'PaperCut Software',
    });
  });

  it('finds one in a top-level array, after a JobPosting without a title (derived from indeed_job.html)', () => {
    const json = `[{"@type":"JobPosting","title":"  "},${indeedPosting}]`;
    expect(readJobPostingPage(script(json), 'https://au.indeed.com/viewjob')?.title).toBe('Senior DevOps Engineer');
  });

  it('returns null when the only JobPosting has no title (derived from indeed_job.html)', () => {
    expect(readJobPostingPage(script(indeedPosting.replace('"title":"Senior DevOps Engineer",', '')), 'https://au.indeed.com/')).toBeNull();
  });

  it('reads TELECOMMUTE as remote, and only that (derived from indeed_job.html)', () => {
    const remote = indeedPosting.replace('{"@type":"JobPosting",', '{"@type":"JobPosting","jobLocationType":"TELECOMMUTE",');
    expect(readJobPostingPage(script(remote), 'https://au.indeed.com/')?.remote).toBe(true);
    expect(readJobPostingPage(script(indeedPosting), 'https://au.indeed.com/')).not.toHaveProperty('remote');
  });

  it('leaves company undefined without hiringOrganization (derived from indeed_job.html)', () => {
    const json = indeedPosting.replace('"hiringOrganization":{"@type":"Organization","name":"PaperCut Software"},', '');
    const findings = readJobPostingPage(script(json), 'https://au.indeed.com/');
    expect(findings?.title).toBe('Senior DevOps Engineer');
    expect(findings).not.toHaveProperty('company');
  });

  it('repairs a trailing comma, a comment and a raw newline (derived from indeed_job.html)', () => {
    const broken = indeedPosting.replace('"title":"Senior DevOps Engineer"', '"title":"Senior\nDevOps Engineer" /* role */').replace(/}$/, ',}');
    expect(() => JSON.parse(broken)).toThrow();
    expect(readJobPostingPage(script(broken), 'https://au.indeed.com/')?.title).toBe('Senior DevOps Engineer');
  });

  it('reads salary amounts written as strings and drops a placeholder max (derived from 0079 JOIN)', () => {
    const salary = (min: string, max: string) =>
      `{"@type":"JobPosting","title":"Geowissenschaftler (m/w/d)","baseSalary":{"@type":"MonetaryAmount","currency":"eur","value":{"@type":"QuantitativeValue","minValue":"${min}","maxValue":"${max}","unitText":"MONTH"}}}`;
    expect(readJobPostingPage(script(salary('4300', '5885.5')), 'https://join.com/')?.salary).toEqual({
      min: 4300,
      max: 5885.5,
      currency: 'EUR',
      period: 'month',
    });
    expect(readJobPostingPage(script(salary('43000', '10000000')), 'https://join.com/')).not.toHaveProperty('salary');
  });

  it('keeps only http(s) addresses (derived from 0079 JOIN)', () => {
    const json =
      '{"@type":"JobPosting","title":"Geowissenschaftler (m/w/d)","url":"javascript:alert(1)","hiringOrganization":{"name":"Fugro","logo":"data:image/png;base64,AA"}}';
    const findings = readJobPostingPage(script(json), 'https://join.com/companies/fugro/16405887');
    expect(findings?.url).toBe('https://join.com/companies/fugro/16405887');
    expect(findings).not.toHaveProperty('companyLogoUrl');
    expect(readJobPostingPage(script(json), 'file:///etc/passwd')).toBeNull();
  });

  it('reads dates only in 1990..2100 and Java dates only in UTC/GMT (derived from the Coloplast page)', () => {
    const dated = (date: string) => script(`{"@type":"JobPosting","title":"Senior Manager","datePosted":"${date}"}`);
    expect(readJobPostingPage(dated('Thu Jul 01 00:00:00 GMT 2021'), 'https://x.test/')?.postedAt).toEqual(new Date('2021-07-01T00:00:00Z'));
    expect(readJobPostingPage(dated('Thu Jul 01 00:00:00 CEST 2021'), 'https://x.test/')).not.toHaveProperty('postedAt');
    expect(readJobPostingPage(dated('Thu Feb 30 00:00:00 UTC 2021'), 'https://x.test/')).not.toHaveProperty('postedAt');
    expect(readJobPostingPage(dated('1970-01-01'), 'https://x.test/')).not.toHaveProperty('postedAt');
    expect(readJobPostingPage(dated('2101-01-01'), 'https://x.test/')).not.toHaveProperty('postedAt');
    expect(readJobPostingPage(dated('not a date'), 'https://x.test/')).not.toHaveProperty('postedAt');
  });
});

// extruct's parser-robustness samples (not JobPostings): each real broken block, read out of its page by
// scanPageMarkup, must parse to what extruct's own expected output says.
describe('parseJsonLdBlock on extruct samples', () => {
  const samples = [
    'JSONLD_with_control_characters',
    'JSONLD_with_trailing_brace',
    'JSONLD_with_unescaped_quotes',
    'JSONLD_with_JS_comment',
    'JSONLD_with_CDATA',
    'JSONLD_with_invalid_escapes',
    'JSONLD_valid_and_invalid',
  ];
  it.each(samples)('%s', (name) => {
    const blocks = scanPageMarkup(page(`extruct/${name}.html`)).jsonLdBlocks;
    // Each sample holds at least one block that strict JSON.parse rejects: the repair is what is tested.
    expect(blocks.some((block) => !parses(block))).toBe(true);
    const parsed = blocks.map((block) => parseJsonLdBlock(block)).filter((value) => value !== undefined);
    expect(parsed).toEqual(JSON.parse(page(`extruct/${name}.jsonld`)));
  });

  it('gives undefined, not an exception, for a block it cannot repair', () => {
    expect(parseJsonLdBlock('{ invalid_jsonld_property: invalid_jsonld_value}')).toBeUndefined();
    expect(parseJsonLdBlock('{"a": [1, 2}')).toBeUndefined();
    expect(parseJsonLdBlock('{"a": "unterminated')).toBeUndefined();
    expect(parseJsonLdBlock('')).toBeUndefined();
  });
});

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
