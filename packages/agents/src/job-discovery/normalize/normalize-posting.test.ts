import { describe, expect, it } from 'vitest';
import type { RawPosting } from '../raw-posting';
import { normalizePosting } from './normalize-posting';
import { postingFingerprint } from './fingerprint';

function createRaw(overrides: Partial<RawPosting> = {}): RawPosting {
  return {
    source: 'greenhouse',
    sourceId: '4012345',
    sourceUrl: 'https://boards.greenhouse.io/acme/jobs/4012345',
    title: 'Senior Frontend Engineer',
    company: 'Acme Robotics, Inc.',
    ...overrides,
  };
}

const hostileHtml = `<div class="content-intro"><p>Acme builds <b>robots</b> &amp; tools.</p><script>steal(document.cookie)</script></div>
<p onclick="alert(1)"><strong>Requirements</strong></p>
<ul><li>5+ years of TypeScript <img src=x onerror=alert(1)></li><li>React &lt;3</li></ul>
<p><strong>Benefits</strong></p><ul><li>401(k) matching</li><li>Health insurance</li></ul>
<a href="javascript:alert(1)">Apply</a> <a href="https://acme.example/apply">Apply here</a>
<div class="content-pay-transparency"><div class="title">Annual Salary</div><div class="pay-range"><span>$140,000</span><span class="divider">&mdash;</span><span>$170,000 USD</span></div></div>`;

describe('normalizePosting', () => {
  it('repairs double-encoded UTF-8 and escaped line breaks (as Remote OK sends them)', () => {
    const posting = normalizePosting(
      createRaw({
        source: 'remoteok',
        title: 'Whatâ€™s Next Engineer',
        company: 'ZÃ³calo Health',
        descriptionHtml: '<p>Whatâ€™s the role?\\nYouâ€™ll build things.</p><p>Salary: Â£57,000-Â£70,000</p>',
      }),
    );
    expect(posting.title).toBe('What’s Next Engineer');
    expect(posting.company).toBe('Zócalo Health');
    expect(posting.descriptionText).toContain('What’s the role?\nYou’ll build things.');
    expect(posting.descriptionText).not.toContain('\\n');
    expect(posting.salary).toEqual({ min: 57_000, max: 70_000, currency: 'GBP', period: 'year' });
  });

  it('reads the pay in a summary the source leaves unsaid as its own period (Ashby: yearly)', () => {
    const posting = normalizePosting(createRaw({ source: 'ashby', salaryText: '€120K – €150K • Offers Equity', salaryTextPeriod: 'year' }));
    expect(posting.salary).toEqual({ min: 120_000, max: 150_000, currency: 'EUR', period: 'year' });
  });

  it('normalises a hostile Greenhouse posting', () => {
    const posting = normalizePosting(
      createRaw({
        applyUrl: 'https://boards.greenhouse.io/acme/jobs/4012345#app',
        title: '  <b>Senior</b> Frontend Engineer &amp; Designer ',
        location: ' Remote - US ',
        descriptionHtml: hostileHtml,
        postedAt: new Date('2025-01-02T03:04:05Z'),
        employmentType: 'Full-time',
        department: 'Engineering',
        tags: [' react ', 'React', 'typescript', ''],
        board: { provider: 'greenhouse', slug: 'acme' },
      }),
    );
    expect(posting).toMatchObject({
      source: 'greenhouse',
      sourceId: '4012345',
      sourceUrl: 'https://boards.greenhouse.io/acme/jobs/4012345',
      applyUrl: 'https://boards.greenhouse.io/acme/jobs/4012345#app',
      title: 'Senior Frontend Engineer & Designer',
      company: 'Acme Robotics, Inc.',
      location: 'Remote - US',
      remote: true,
      qualifications: ['5+ years of TypeScript', 'React <3'],
      benefits: ['401(k) matching', 'Health insurance'],
      salary: { min: 140_000, max: 170_000, currency: 'USD', period: 'year' },
      jobType: 'Full-time',
      seniority: 'Senior',
      postedAt: new Date('2025-01-02T03:04:05Z'),
      tags: ['react', 'typescript'],
      department: 'Engineering',
      board: { provider: 'greenhouse', slug: 'acme' },
    });
    expect(posting.descriptionHtml).not.toMatch(/<script|steal|onclick|onerror|javascript:|<img/i);
    expect(posting.descriptionHtml).toContain('<p>Acme builds <b>robots</b> &amp; tools.</p>');
    expect(posting.descriptionHtml).toContain(
      '<a href="https://acme.example/apply" rel="noopener noreferrer nofollow" target="_blank">Apply here</a>',
    );
    expect(posting.descriptionText).toContain('Acme builds robots & tools.');
    expect(posting.descriptionText).toContain('• React <3');
    expect(posting.descriptionText).not.toContain('steal');
    expect(posting.fingerprint).toBe(postingFingerprint('Acme Robotics', 'Sr. Frontend Engineer & Designer (Remote)', 'Worldwide', true));
  });

  it('prefers structured salary fields, then the salary text, then the description', () => {
    const description = '<p>Salary: $90,000 - $100,000</p>';
    const fields = normalizePosting(
      createRaw({ salary: { min: 120_000, max: 130_000, currency: 'USD', period: 'year' }, salaryText: '£1', descriptionHtml: description }),
    );
    expect(fields.salary).toEqual({ min: 120_000, max: 130_000, currency: 'USD', period: 'year' });
    const text = normalizePosting(createRaw({ salary: { min: 0 }, salaryText: '140k-170k USD', descriptionHtml: description }));
    expect(text.salary).toEqual({ min: 140_000, max: 170_000, currency: 'USD', period: 'year' });
    const fromDescription = normalizePosting(createRaw({ salaryText: 'Competitive', descriptionHtml: description }));
    expect(fromDescription.salary).toEqual({ min: 90_000, max: 100_000, currency: 'USD', period: 'year' });
    expect(normalizePosting(createRaw({ descriptionHtml: '<p>401(k) and $10k signing bonus</p>' })).salary).toBeNull();
  });

  it('shows the base pay a description states over a source field that is on-target earnings, and names OTE when it is all there is', () => {
    const base = normalizePosting(createRaw({ salaryText: '$220K – $300K • OTE', descriptionHtml: '<p>Base Salary: $110,000 - $150,000</p>' }));
    expect(base.salary).toEqual({ min: 110_000, max: 150_000, currency: 'USD', period: 'year' });
    const fieldBase = normalizePosting(createRaw({ salaryText: '$110,000 - $150,000', descriptionHtml: '<p>OTE: $220,000 per year</p>' }));
    expect(fieldBase.salary).toEqual({ min: 110_000, max: 150_000, currency: 'USD', period: 'year' });
    const oteOnly = normalizePosting(createRaw({ descriptionHtml: '<p>On target earnings: $90,000 - $120,000 (uncapped commission)</p>' }));
    expect(oteOnly.salary).toEqual({ min: 90_000, max: 120_000, currency: 'USD', period: 'year', basis: 'ote' });
  });

  it('unescapes HTML a source escaped once more (Arbeitnow), so no tag shows and its lists are found', () => {
    const posting = normalizePosting(
      createRaw({
        source: 'arbeitnow',
        descriptionHtml:
          '&lt;p&gt;&lt;strong&gt;Ihre Aufgaben&lt;/strong&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Kunden beraten &amp;amp; betreuen&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;strong&gt;Ihr Profil&lt;/strong&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Erfahrung im Vertrieb&lt;/li&gt;&lt;/ul&gt;',
      }),
    );
    expect(posting.descriptionText).not.toMatch(/<|&lt;|&amp;/);
    expect(posting.descriptionText).toContain('Kunden beraten & betreuen');
    expect(posting.qualifications).toEqual(['Erfahrung im Vertrieb']);
    // Text about tags is not unescaped: it has a real tag beside the escaped one.
    expect(normalizePosting(createRaw({ descriptionHtml: '<p>Write &lt;div&gt; elements</p>' })).descriptionText).toBe('Write <div> elements');
  });

  it('turns a plain-text description into escaped paragraphs and reads its lists', () => {
    const posting = normalizePosting(
      createRaw({
        source: 'adzuna',
        descriptionText: 'We need help <script>alert(1)</script>.\n\nRequirements:\n- Python\n- SQL & dbt',
      }),
    );
    expect(posting.descriptionHtml).toBe(
      '<p>We need help &lt;script&gt;alert(1)&lt;/script&gt;.</p><p>Requirements:<br />- Python<br />- SQL &amp; dbt</p>',
    );
    expect(posting.descriptionText).toBe('We need help <script>alert(1)</script>.\n\nRequirements:\n- Python\n- SQL & dbt');
    expect(posting.qualifications).toEqual(['Python', 'SQL & dbt']);
  });

  it('falls back for missing or unsafe values', () => {
    const posting = normalizePosting(
      createRaw({
        sourceUrl: 'javascript:alert(1)',
        applyUrl: 'data:text/html,hi',
        title: '<script>alert(1)</script>',
        company: '   ',
        postedAt: new Date('nonsense'),
        board: { provider: 'greenhouse', slug: '../etc' },
      }),
    );
    expect(posting).toMatchObject({
      sourceUrl: '',
      applyUrl: null,
      title: 'Not specified',
      company: 'Not specified',
      location: '',
      remote: false,
      descriptionHtml: '',
      descriptionText: '',
      qualifications: [],
      benefits: [],
      salary: null,
      jobType: null,
      seniority: null,
      postedAt: null,
      tags: [],
      department: null,
      board: null,
    });
  });

  it('keeps a mailto apply link and cuts long titles and many tags', () => {
    const posting = normalizePosting(
      createRaw({ applyUrl: 'mailto:jobs@acme.example', title: 'T'.repeat(1_000), tags: Array.from({ length: 50 }, (_, index) => `tag${index}`) }),
    );
    expect(posting.applyUrl).toBe('mailto:jobs@acme.example');
    expect(posting.title).toHaveLength(300);
    expect(posting.tags).toHaveLength(20);
  });

  it('survives wrong types from a sloppy adapter', () => {
    const raw = { ...createRaw(), title: null, company: 42, tags: 'react', salary: null, salaryText: 5, employmentType: {}, seniority: [] };
    const posting = normalizePosting(raw as unknown as RawPosting);
    expect(posting).toMatchObject({ title: 'Not specified', company: 'Not specified', tags: [], salary: null, jobType: null, seniority: null });
  });
});
