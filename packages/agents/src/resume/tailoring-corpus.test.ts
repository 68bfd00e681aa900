import { beforeAll, describe, expect, it } from 'vitest';
import { inventedFacts, inventedInLetter, labelledYears } from '../testing/tailoring-corpus/check-facts';
import { corpusDocuments, type CorpusDocument } from '../testing/tailoring-corpus/corpus-documents';
import { loadCorpusPostings, loadPostingMatches } from '../testing/tailoring-corpus/load-postings';
import { isIssue45Batch } from '../testing/tailoring-corpus/load-resumes';
import { emptyScore, loose, scoreParse } from '../testing/tailoring-corpus/score-parse';
import { writeCoverLetter } from './cover-letter/write-cover-letter';
import { parseResume } from './parse-resume';
import { readJobPosting } from './read-job-posting';
import { tailorResume } from './tailor-resume';

// The real resumes and postings of testing/tailoring-corpus (each with its origin and a hand-checked
// answer), in every layout they come in. Floors sit just under what bench/tailoring-quality.ts measures:
// a change that reads real documents worse fails here; docs/benchmarks/ has the figures.
const now = new Date('2026-11-23T12:00:00Z');
// Issue 45's batches (71 resumes, ids da- to de-): 40.2% of one-column roles, 30.3% of degrees, 7 refused today (two are whole CVs in YAML front matter, two in Hugo or Kirby markup).
const SECOND_ROLE_FLOOR = 0.39;
const SECOND_DEGREE_FLOOR = 0.29;
const SECOND_REFUSED_CEILING = 7;
// Of the dev resumes matched by hand to a posting they would apply to and one of another occupation (50 of 59 today).
const RANKED_RIGHT_FLOOR = 0.83;
let documents: CorpusDocument[] = [];
const postings = loadCorpusPostings();

beforeAll(async () => {
  documents = await corpusDocuments();
}, 120_000);

describe('the tailoring corpus', () => {
  it('holds at least 25 real resumes (two languages or more, DOCX and two-column layouts among them) and 25 real postings, each with its origin', () => {
    const resumes = new Map(documents.map((document) => [document.id, document.meta]));
    expect(resumes.size).toBeGreaterThanOrEqual(25);
    expect(new Set([...resumes.values()].map((meta) => meta.language)).size).toBeGreaterThanOrEqual(2);
    expect(documents.some((document) => document.layout === 'docx')).toBe(true);
    expect(documents.some((document) => document.columns === 2)).toBe(true);
    expect(postings.length).toBeGreaterThanOrEqual(25);
    for (const { origin } of [...resumes.values(), ...postings.map((posting) => posting.meta)]) expect(origin.commit).toMatch(/^[0-9a-f]{40}$/);
  });

  it("reads each role's employer, title and dates, and each degree and school, right on one- and two-column documents", () => {
    const score = (batch: CorpusDocument[]) => {
      const scores = { 1: emptyScore(), 2: emptyScore() };
      for (const document of batch) scoreParse(parseResume(document.text), document.meta.expected, scores[document.columns]);
      return scores;
    };
    const share = ({ right, of }: { right: number; of: number }) => right / of;
    const first = score(documents.filter((document) => !isIssue45Batch(document.id)));
    // Issue 20's targets on its batch: 95% of roles on one column and 90% on two; the two-column floor holds today's higher figure.
    expect(share(first[1].role)).toBeGreaterThanOrEqual(0.95);
    expect(share(first[2].role)).toBeGreaterThanOrEqual(0.93);
    // Degrees and schools, read from lists, a school over its degrees, tables and single lines (one column: 73% and 75% today).
    expect(share(first[1].degree)).toBeGreaterThanOrEqual(0.7);
    expect(share(first[1].school)).toBeGreaterThanOrEqual(0.7);
    // Issue 45's batches, being tuned on: floors just under today's figures, raised as the reader learns them.
    const second = score(documents.filter((document) => isIssue45Batch(document.id)));
    expect(share(second[1].role)).toBeGreaterThanOrEqual(SECOND_ROLE_FLOOR);
    expect(share(second[1].degree)).toBeGreaterThanOrEqual(SECOND_DEGREE_FLOOR);
  });

  it('tailors every resume to the postings of its field, and writes its letters, stating nothing the resume does not', async () => {
    const findings: string[] = [];
    const refused = new Set<string>();
    const firstLayouts = documents.filter((document, index) => documents.findIndex((other) => other.id === document.id) === index);
    for (const document of firstLayouts) {
      const pairs = postings.filter((posting) => posting.meta.field === document.meta.field).slice(0, 2);
      for (const posting of pairs) {
        const request = { resumeText: document.text, jobDescription: posting.text, jobTitle: posting.meta.title, company: posting.meta.company, now };
        // A resume the reader cannot make sense of at all is refused, never tailored into a misread.
        const result = await tailorResume(request).catch((error: Error) => {
          if (error.name !== 'ResumeParseError') throw error;
          refused.add(document.id);
          return null;
        });
        if (!result) continue;
        findings.push(
          ...inventedFacts(document.text, posting.text, result, labelledYears(document.meta.expected.roles, now)).map(
            (finding) => `${document.id} × ${posting.id}: ${finding}`,
          ),
        );
        const letter = await writeCoverLetter(request);
        findings.push(
          ...inventedInLetter(document.text, posting.text, posting.meta, letter.text, now).map(
            (finding) => `${document.id} × ${posting.id}: ${finding}`,
          ),
        );
      }
    }
    expect(findings).toEqual([]);
    expect([...refused].filter((id) => !isIssue45Batch(id))).toEqual([]);
    expect(refused.size).toBeLessThanOrEqual(SECOND_REFUSED_CEILING);
  }, 120_000);

  it('finds what the postings ask for and leaves their boilerplate out', () => {
    let found = 0;
    let labelled = 0;
    let boilerplate = 0;
    for (const posting of postings) {
      const read = readJobPosting(posting.text, posting.meta.title, posting.meta.company);
      const terms = [...read.skills.map((skill) => loose(skill.wording)), ...read.keywords.map((keyword) => loose(keyword.term))];
      const hit = (label: string) => terms.some((term) => term !== '' && (term.includes(loose(label)) || loose(label).includes(term)));
      const labels = [...posting.meta.expected.required, ...posting.meta.expected.preferred];
      labelled += labels.length;
      found += labels.filter(hit).length;
      boilerplate += posting.meta.expected.notRequirements.filter(hit).length;
    }
    // 58.7% of 470 labels and 24 pieces of boilerplate today, over the 45 postings (26 from issue 20, 19 outside software from issue 45).
    expect(found / labelled).toBeGreaterThanOrEqual(0.57);
    expect(boilerplate).toBeLessThanOrEqual(25);
  });

  it('scores the posting a person would apply to above one of another occupation, and states nothing false in either', async () => {
    const matches = loadPostingMatches('postings');
    const byId = new Map(postings.map((posting) => [posting.id, posting]));
    const findings: string[] = [];
    let right = 0;
    for (const [id, { matching, mismatching }] of Object.entries(matches)) {
      const document = documents.find((candidate) => candidate.id === id)!;
      const scores: number[] = [];
      for (const posting of [byId.get(matching)!, byId.get(mismatching)!]) {
        const request = { resumeText: document.text, jobDescription: posting.text, jobTitle: posting.meta.title, company: posting.meta.company, now };
        const result = await tailorResume(request).catch(() => null);
        if (!result) continue;
        scores.push(result.before.score);
        findings.push(
          ...inventedFacts(document.text, posting.text, result, labelledYears(document.meta.expected.roles, now)).map(
            (finding) => `${id} × ${posting.id}: ${finding}`,
          ),
        );
      }
      if (scores.length === 2 && scores[0]! > scores[1]!) right++;
    }
    expect(findings).toEqual([]);
    expect(Object.keys(matches).length).toBeGreaterThanOrEqual(55);
    expect(right / Object.keys(matches).length).toBeGreaterThanOrEqual(RANKED_RIGHT_FLOOR);
  }, 120_000);
});
