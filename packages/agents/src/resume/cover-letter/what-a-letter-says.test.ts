import type { ExperienceEntry, ParsedResume } from '@seeker/contract';
import { describe, expect, it } from 'vitest';
import { createFakeLlm } from '../../testing/fake-llm';
import { tailorResume } from '../tailor-resume';
import { isQuotable } from './quotable-lines';
import { writeCoverLetter } from './write-cover-letter';

// Issue 68: "most recently" is the latest role by its dates, not the first listed; only the roles' own
// lines are quoted, never a contact, address, date or header line the reader left among them.
const now = new Date('2026-11-22T12:00:00Z');
const posting = {
  jobDescription:
    'We are hiring a Data Analyst to turn our sales data into decisions.\nRequirements\n- SQL\n- Tableau\n- Python\n- Experience presenting findings to finance teams',
  jobTitle: 'Data Analyst',
  company: 'Northwind',
  now,
};

const role = (title: string, company: string, start: string, end: string | null, text: string, bullets: string[]): ExperienceEntry => ({
  role: title,
  company,
  location: '',
  dates: { text, start, end, current: end === null },
  bullets,
});

function resumeWith(experience: ExperienceEntry[], headline = ''): { resumeText: string; confirmed: ParsedResume } {
  const confirmed: ParsedResume = {
    contact: { name: 'Jane Doe', headline, email: 'jane.doe@example.com', phone: '(614) 555-0188', location: 'Columbus, OH', links: [] },
    summary: '',
    experience,
    education: [],
    skills: ['SQL', 'Tableau', 'Python', 'Excel'],
    other: [],
  };
  const resumeText = [
    'Jane Doe',
    'jane.doe@example.com · (614) 555-0188 · Columbus, OH',
    '',
    'EXPERIENCE',
    ...experience.flatMap((entry) => [`${entry.role}, ${entry.company} — ${entry.dates!.text}`, ...entry.bullets.map((bullet) => `• ${bullet}`)]),
    '',
    'SKILLS',
    'SQL, Tableau, Python, Excel',
  ].join('\n');
  return { resumeText, confirmed };
}

// Listed oldest first, as many resumes do.
const oldestFirst = (latestEnd: string | null) => [
  role('Junior Analyst', 'Alpha Corp', '2012-01', '2014-06', 'Jan 2012 – Jun 2014', ['Prepared weekly Excel reports for the sales managers']),
  role('Data Analyst', 'Beta Ltd', '2014-07', '2018-12', 'Jul 2014 – Dec 2018', ['Wrote SQL queries behind the monthly revenue review']),
  role('Senior Data Analyst', 'Gamma Inc', '2019-01', latestEnd, latestEnd ? 'Jan 2019 – May 2024' : 'Jan 2019 – Present', [
    'Built SQL dashboards in Tableau that cut reporting time by 40%',
  ]),
];

describe('"most recently" in a letter and a summary', () => {
  it('names the latest role by its dates when the roles are listed oldest first', async () => {
    const letter = await writeCoverLetter({ ...resumeWith(oldestFirst('2024-05')), ...posting });
    expect(letter.text).toContain('Most recently I worked as a Senior Data Analyst at Gamma Inc.');
    expect(letter.text).not.toContain('Junior Analyst at Alpha Corp');
    const tailored = await tailorResume({ ...resumeWith(oldestFirst('2024-05')), ...posting });
    // No headline: the summary is led by the latest title.
    expect(tailored.resume.summary).toMatch(/^Senior Data Analyst /);
  });

  it('says the role held now, and the employer before it by date', async () => {
    const letter = await writeCoverLetter({ ...resumeWith(oldestFirst(null)), ...posting });
    expect(letter.text).toContain('I am currently a Senior Data Analyst at Gamma Inc, and before that I worked at Beta Ltd.');
  });

  it('tells an LLM which role is the latest', async () => {
    const llm = createFakeLlm(() => {
      throw new Error('no answer: only the prompt is looked at');
    });
    await writeCoverLetter({ ...resumeWith(oldestFirst('2024-05')), ...posting, llm });
    expect(llm.calls[0]!.prompt).toContain("The candidate's latest role by its dates: Senior Data Analyst at Gamma Inc (Jan 2019 – May 2024).");
    expect(llm.calls[0]!.system).toContain('"Most recently" is the latest role by its dates');
  });
});

describe('what a letter quotes', () => {
  it("quotes the roles' own lines, never the contact, address, date or header lines left among them", async () => {
    const experience = [
      role('Senior Data Analyst', 'Gamma Inc', '2019-01', null, 'Jan 2019 – Present', [
        'Gamma Inc, 100 Main Street, Columbus, OH 43215',
        'jane.doe@example.com · (614) 555-0188',
        'Jan 2019 – Present',
        'Built SQL dashboards in Tableau that cut reporting time by 40%',
        'Senior Data Analyst, Gamma Inc',
        'Led the monthly review of sales figures with the finance team',
      ]),
      role('Data Analyst', 'Beta Ltd', '2014-07', '2018-12', 'Jul 2014 – Dec 2018', [
        'Columbus, Ohio, United States',
        'Automated the weekly sales report in Python for twelve regional managers',
      ]),
    ];
    const letter = await writeCoverLetter({ ...resumeWith(experience), ...posting });
    const quoted = letter.text.split('\n').filter((line) => line.startsWith('• '));
    expect(quoted).toEqual([
      '• Built SQL dashboards in Tableau that cut reporting time by 40%',
      '• Automated the weekly sales report in Python for twelve regional managers',
      '• Led the monthly review of sales figures with the finance team',
    ]);
  });
});

describe('isQuotable', () => {
  const entry = role('Analityczka danych', 'Acme Sp. z o.o.', '2019-01', null, '01.2019 – obecnie', []);
  const resume: ParsedResume = {
    contact: {
      name: 'Anna Nowak',
      headline: '',
      email: 'anna@example.com',
      phone: '+48 601 234 567',
      location: 'Kraków',
      links: ['linkedin.com/in/anowak'],
    },
    summary: '',
    experience: [entry],
    education: [],
    skills: [],
    other: [],
  };

  it.each([
    'ul. Długa 5, 00-950 Warszawa',
    'Via Roma 12, 20121 Milano',
    'Keizersgracht 123, 1015 CJ Amsterdam',
    'Hauptstraße 5, 10115 Berlin',
    '12 rue de la Paix, 75002 Paris',
    'Calle Mayor, 3, 28013 Madrid',
    '221B Baker Street, London',
    'Tel.: 0049 30 1234567',
    'Telefon: +48 601 234 567',
    'kontakt: anna@example.com',
    'https://github.com/anowak',
    'Anna Nowak, Kraków',
    'Stanowisko: Analityczka danych',
    'Acme Sp. z o.o., 01.2019 – obecnie',
    '01.2019 – obecnie',
    'Warszawa, Polska',
    'Department of Applied Statistics, Jagiellonian University',
  ])('does not quote %s', (line) => {
    expect(isQuotable(line, entry, resume)).toBe(false);
  });

  it.each([
    'Zbudowałam raporty w Power BI, które skróciły zamknięcie miesiąca o 3 dni',
    'Reduced costs by 12% via automation across 3 sites',
    'Led 5 engineers to drive adoption of the new road map',
    'Zarządzałam budżetem 1 200 000 zł na projekty analityczne',
    'Sold 10,000 units in Q3 2022 through the partner channel',
    'Einführung einer neuen Software für die Buchhaltung im Team',
    'Verkaufszahlen in Excel und Power BI für das Management aufbereitet',
  ])('quotes %s', (line) => {
    expect(isQuotable(line, entry, resume)).toBe(true);
  });
});
