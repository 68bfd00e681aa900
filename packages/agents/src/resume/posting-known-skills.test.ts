import { describe, expect, it } from 'vitest';
import { handTaxonomy } from '../testing/hand-taxonomy';
import { analyzeMatch } from './analyze-match';
import { parseResume } from './parse-resume';
import { readJobPosting } from './read-job-posting';

// A German bookkeeper's posting: what it asks under "Ihr Profil", what it offers under "Wir bieten".
const posting = [
  'Ihre Aufgaben:',
  '- Laufende Buchführung für unsere Mandanten',
  'Ihr Profil:',
  '- Erfahrung in der Buchführung',
  '- Sicherer Umgang mit Excel und Access',
  'Wir bieten:',
  '- Stapler (forklift) Führerschein auf unsere Kosten',
  '- Obstkorb und Excel-Schulungen',
].join('\n');
const knowledge = { taxonomy: handTaxonomy };

describe('a posting read with the taxonomy', () => {
  it('asks for the skills it names under its requirements, in its own words, each tied to the skill it names', () => {
    const read = readJobPosting(posting, 'Buchhalter (m/w/d)', 'Kanzlei Muster', knowledge);
    const known = read.keywords.filter((keyword) => keyword.known).map(({ term, known: skill }) => [term, skill!.label]);
    // Excel is a skill Seeker knows without the taxonomy: it stays one, named once.
    expect(known).toEqual([
      ['Buchführung', 'accounting'],
      ['Access', 'Microsoft Access'],
    ]);
    expect(read.skills.map((skill) => skill.wording)).toContain('Excel');
  });

  it('finds no known skill without a taxonomy, and an empty knowledge reads as none', () => {
    const without = readJobPosting(posting, 'Buchhalter (m/w/d)', 'Kanzlei Muster');
    expect(without.keywords.some((keyword) => keyword.known)).toBe(false);
    expect(readJobPosting(posting, 'Buchhalter (m/w/d)', 'Kanzlei Muster', {}).keywords).toEqual(without.keywords);
  });

  it('finds a requirement met by a resume naming the same skill in another language or by a synonym', () => {
    const read = readJobPosting(posting, 'Buchhalter (m/w/d)', 'Kanzlei Muster', knowledge);
    const resume = parseResume(
      ['Jane Doe', 'EXPERIENCE', 'Bookkeeper, Acme Ltd — 2019 – 2024', '• Kept the books: bookkeeping for 40 clients'].join('\n'),
    );
    const matched = (analysis: ReturnType<typeof analyzeMatch>) => analysis.keywords.find((keyword) => keyword.term === 'Buchführung')?.found;
    expect(matched(analyzeMatch(resume, read, knowledge))).toBe(true);
    expect(matched(analyzeMatch(resume, read))).toBe(false);
  });

  it('gives the title’s part to a role of the job’s occupation however it is worded, and says which', () => {
    const read = readJobPosting('Requirements:\n- Accounting degree', 'Accountant', 'Acme', knowledge);
    const resume = parseResume(['Jane Doe', 'EXPERIENCE', 'Buchhalter, Muster GmbH — 2019 – 2024', '• Monatsabschlüsse'].join('\n'));
    const title = (analysis: ReturnType<typeof analyzeMatch>) => analysis.parts.find((part) => part.key === 'title')!;
    expect(title(analyzeMatch(resume, read))).toMatchObject({ earned: 0 });
    expect(title(analyzeMatch(resume, read, knowledge))).toMatchObject({
      earned: 10,
      detail: 'Your roles share 0 of 1 words of the job title; ESCO reads them as the job’s occupation (accountant)',
    });
    const auditor = readJobPosting('Requirements:\n- Accounting degree', 'Financial Auditor', 'Acme', knowledge);
    expect(title(analyzeMatch(resume, auditor, knowledge)).detail).toMatch(/ESCO reads them as accountant, close to the job’s financial auditor$/);
  });
});
