import { describe, expect, it } from 'vitest';
import { resumeFixtures } from '../testing/resume-fixtures';
import { analyzeMatch } from './analyze-match';
import { parseResume } from './parse-resume';
import { classifyHeading } from './posting-sections';
import { readJobPosting } from './read-job-posting';

describe('readJobPosting', () => {
  it('tells required from preferred skills by heading and by line, and skips benefits', () => {
    const posting = readJobPosting(resumeFixtures.nursing.job, resumeFixtures.nursing.title);
    const importance = Object.fromEntries(posting.skills.map((skill) => [skill.wording, skill.importance]));
    expect(importance).toMatchObject({ BLS: 'required', ACLS: 'required', telemetry: 'required', BSN: 'preferred', 'critical care': 'preferred' });
    const software = readJobPosting(resumeFixtures.software.job);
    expect(software.skills.map((skill) => skill.wording)).not.toContain('dental');
    expect(software.skills.find((skill) => skill.wording === 'GraphQL')!.importance).toBe('required');
  });

  it('reads sanitised HTML as text, and keeps word pairs that go together as one keyword', () => {
    const posting = readJobPosting(
      '<h3>Requirements</h3><ul><li>Supply chain software sales</li><li>Know supply chain buyers</li><li>Kubernetes</li></ul>',
    );
    expect(posting.skills.map((skill) => skill.wording)).toEqual(['Kubernetes']);
    // Each requirement line names its phrase once; a word pair they share is not counted again.
    expect(posting.keywords.map((keyword) => keyword.term)).toEqual(['Supply chain software sales', 'supply chain buyers']);
  });

  it("takes the job's name from the title, not what a board adds to it: brackets, numbers, the employer", () => {
    // "end" and "na" (Portuguese "at") are function words; "[Goiânia]", "(m/w/d)", the code and the employer are not the job.
    expect(readJobPosting('', '[Goiânia] Front-end Developer na Work In Ideas (m/w/d) - FRNGR008', 'Work In Ideas').titleTerms).toEqual([
      'front',
      'developer',
    ]);
  });

  it('leaves out who may apply ("(m/w/d)", "H/F") and the function words of every language read ("zijn", "della")', () => {
    const posting = readJobPosting(
      'Profiel\n- Je werktijden zijn flexibel en de taken zijn divers\n- Je rapporten zijn helder\nRequisiti\n- Conoscenza della lingua e della cultura della azienda\n- Pflegefachkraft (m/w/d) Schwerpunkt Intensiv\n- Ingénieur H/F',
      'Pflegefachkraft (m/w/d)',
    );
    const terms = posting.keywords.map((keyword) => keyword.term.toLowerCase());
    // Said three times each, yet no keyword: a phrase may hold them ("conoscenza della lingua"), a keyword is not one.
    expect(terms).not.toContain('zijn');
    expect(terms).not.toContain('della');
    expect(terms.join(' | ')).not.toMatch(/\bm w d\b|m\/w\/d|\bh\/f\b/);
    expect(posting.titleTerms).toEqual(['pflegefachkraft']);
  });

  it.each([
    ['Requisiti', 'required'],
    ['Wat wij vragen', 'required'],
    ['Wymagania', 'required'],
    ['Mile widziane', 'preferred'],
    ['Responsabilità', 'duties'],
    ['Czym będziesz się zajmować', 'duties'],
    ['Cosa offriamo', 'ignored'],
    ['Wat bieden wij', 'ignored'],
    ['Se valorará', 'preferred'],
    ['Requisiti preferenziali', 'preferred'],
    // Review 54: no heading in another language's words.
    ['Courses taken in structural analysis', null],
    ['Profilo aziendale', null],
  ])('knows the Italian, Dutch and Polish posting heading "%s"', (heading, section) => {
    expect(classifyHeading(heading)).toBe(section);
  });

  it('reads a posting written in markdown: its headings are headings and its bold labels no keywords', () => {
    const posting = readJobPosting(
      '## Sobre a vaga\nSomos uma empresa.\n## Requisitos\n*Obrigatórios:**\n- **React** e TypeScript\n## Local\nGoiânia',
      'Front-end',
    );
    expect(posting.skills.map((skill) => skill.wording)).toEqual(['React', 'TypeScript']);
    expect(posting.keywords.map((keyword) => keyword.term).join(' ')).not.toMatch(/[#*]|Local|Obrigatórios/);
  });
});

describe('analyzeMatch', () => {
  const posting = readJobPosting(
    'Requirements\n- JavaScript and Kubernetes\n- Managing vendors\n- Managing budgets\nNice to have\n- PostgreSQL',
    'Platform Engineer',
  );

  it('counts another name as a synonym ("JS" ~ "JavaScript", "k8s" ~ "Kubernetes") and a stem as the word', () => {
    const analysis = analyzeMatch(
      parseResume('EXPERIENCE\nPlatform Engineer, Acme — 2020 – 2024\n• Managed k8s clusters, vendors and JS tooling\n• Ran Postgres'),
      posting,
    );
    expect(analysis.skills).toEqual([
      { skill: 'JavaScript', importance: 'required', found: 'synonym', prominent: false },
      { skill: 'Kubernetes', importance: 'required', found: 'synonym', prominent: false },
      { skill: 'PostgreSQL', importance: 'preferred', found: 'synonym', prominent: false },
    ]);
    expect(analysis.keywords).toEqual([
      { term: 'Managing vendors', found: true },
      { term: 'Managing budgets', found: false },
    ]);
    expect(analysis.parts.find((part) => part.key === 'required')).toMatchObject({
      earned: 24.8,
      max: 33,
      detail: '2 of 2 required skills (2 under another name: JavaScript, Kubernetes)',
    });
    expect(analysis.parts.find((part) => part.key === 'title')).toMatchObject({ earned: 10, max: 10 });
  });

  it('scores the exact words higher than their synonyms, and skills up front higher than buried ones', () => {
    const buried = analyzeMatch(parseResume('EXPERIENCE\nEngineer, Acme — 2020 – 2024\n• JS and k8s'), posting);
    const exact = analyzeMatch(parseResume('EXPERIENCE\nEngineer, Acme — 2020 – 2024\n• JavaScript and Kubernetes'), posting);
    const upFront = analyzeMatch(
      parseResume('SKILLS\nJavaScript, Kubernetes\n\nEXPERIENCE\nEngineer, Acme — 2020 – 2024\n• JavaScript and Kubernetes'),
      posting,
    );
    expect(buried.score).toBeLessThan(exact.score);
    expect(exact.score).toBeLessThan(upFront.score);
  });

  it('scores an empty resume 0 and leaves out parts the posting gives nothing to score', () => {
    const analysis = analyzeMatch(parseResume(''), readJobPosting('Requirements\n- Kubernetes'));
    expect(analysis.score).toBe(0);
    expect(analysis.parts.find((part) => part.key === 'preferred')).toMatchObject({ max: 0, detail: '0 of 0 preferred skills (not scored)' });
  });
});

// Issue 45: a driver scored 25 on a driving job and 41 on an accountant's, because a posting whose
// requirements name no skill we know was scored on its two or three repeated words alone.
describe('analyzeMatch on postings that name no known skill', () => {
  const cook = readJobPosting(
    'What you will do\n- Prepare breakfast and lunch for the children\n- Keep the kitchen clean and follow food safety rules\n' +
      'Requirements\n- Food handler card\n- Experience cooking meals in a kitchen\n- Able to lift 40 pounds',
    'Cook',
  );
  const chef = parseResume(
    'EXPERIENCE\nLine Cook, Bistro Nord — 2019 – 2024\n• Cooked lunch and dinner meals for 120 guests\n• Kept the kitchen clean to food safety rules\nCERTIFICATES\nFood handler card',
  );
  const developer = parseResume(
    'EXPERIENCE\nSoftware Developer, Acme — 2019 – 2024\n• Built React front ends\n• Ran the CI pipelines\nSKILLS\nReact, TypeScript',
  );

  it("scores the job's own words, out of the weight the skill parts could not use", () => {
    const analysis = analyzeMatch(chef, cook);
    const relevance = analysis.parts.find((part) => part.key === 'relevance')!;
    // Its own 25, and the required (33), preferred (11), where-skills-appear (7) and keyword (14) parts it could not score.
    expect(relevance.max).toBe(25 + 33 + 11 + 7 + 14);
    expect(analysis.parts.reduce((sum, part) => sum + part.max, 0)).toBe(100);
    expect(relevance.earned).toBeGreaterThan(0);
    expect(relevance.detail).toMatch(/^\d+ of \d+ words the posting uses for the job are in your resume$/);
  });

  it('scores a cook above a developer on a cook’s posting', () => {
    expect(analyzeMatch(chef, cook).score).toBeGreaterThan(analyzeMatch(developer, cook).score);
  });

  it('never scores a resume lower for showing one more skill the posting asks for (review 53)', () => {
    const web = readJobPosting(
      'Requirements\n- Go, PHP, SQL, AWS, Vue, C# and GCP\n- Building web applications for customers\n- Working with designers and product managers on features',
      'Web Developer',
    );
    const without = parseResume('EXPERIENCE\nWeb Developer, Acme — 2019 – 2024\n• Built web applications for customers\n• Worked with designers');
    const withSql = parseResume(
      'EXPERIENCE\nWeb Developer, Acme — 2019 – 2024\n• Built web applications for customers using SQL\n• Worked with designers',
    );
    const [before, after] = [analyzeMatch(without, web), analyzeMatch(withSql, web)];
    expect(after.score).toBeGreaterThanOrEqual(before.score);
    expect(after.parts.map((part) => part.max)).toEqual(before.parts.map((part) => part.max));
  });

  it('does not score a posting that is only a title as a full match, nor count "(m/w/d)" as a word of the job', () => {
    const driver = parseResume('EXPERIENCE\nTruck Driver, Haulage Ltd — 2019 – 2024\n• Drove 40-tonne trucks across Europe');
    expect(analyzeMatch(driver, readJobPosting('', 'Truck Driver')).score).toBeLessThanOrEqual(10);
    // The job's name weighs as a word said three times; who may apply ("(m/w/d)") is none of its words.
    expect(readJobPosting('Benefits\n- Dental plan', 'Truck Driver (m/w/d)').jobWords).toEqual([
      { stem: 'truck', count: 3 },
      { stem: 'driver', count: 3 },
    ]);
  });

  it('leaves out a keyword part with fewer than three words: one word of one found is no match', () => {
    const keywords = analyzeMatch(developer, cook).parts.find((part) => part.key === 'keywords')!;
    expect(cook.keywords.length).toBeLessThan(3);
    expect(keywords.max).toBe(0);
  });
});
