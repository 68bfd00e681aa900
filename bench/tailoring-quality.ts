// How truthfully and how well the resume agent reads and tailors real resumes and postings: the corpus
// in packages/agents/src/testing/tailoring-corpus (real documents from public repositories, each with
// its origin and a hand-checked answer). Prints, beside the same figures for the code before issue 20
// (git commit BASELINE, taken out of git and run in the same process): parse accuracy per field, for
// one- and two-column layouts; facts invented or overstated across resume × posting pairs of a field;
// the posting's labelled requirements found vs missed; time per step. Prints figures; never passes or
// fails. Run: npx tsx bench/tailoring-quality.ts
import * as current from '@seeker/agents';
import { loadCorpusPostings } from '../packages/agents/src/testing/tailoring-corpus/load-postings';
import { loadBaseline, type ResumeAgent } from './tailoring-quality/baseline';
import { inventedFacts, inventedInLetter, labelledYears } from '../packages/agents/src/testing/tailoring-corpus/check-facts';
import { corpusDocuments, type CorpusDocument } from '../packages/agents/src/testing/tailoring-corpus/corpus-documents';
import { emptyScore, loose, scoreParse, type ParseScore } from '../packages/agents/src/testing/tailoring-corpus/score-parse';

const baselineCommit = process.env.BASELINE ?? '6a37876';
const now = new Date('2026-11-23T12:00:00Z');
const percent = (right: number, of: number) => (of === 0 ? '  n/a' : `${((100 * right) / of).toFixed(1).padStart(5)}%`);

type Figures = {
  parse: Record<'one column' | 'two columns', ParseScore>;
  invented: string[];
  pairs: number;
  refused: number;
  found: number;
  missed: number;
  junk: number;
  times: Record<string, number[]>;
};

async function measure(agent: ResumeAgent, documents: CorpusDocument[]): Promise<Figures> {
  const figures: Figures = {
    parse: { 'one column': emptyScore(), 'two columns': emptyScore() },
    invented: [],
    pairs: 0,
    refused: 0,
    found: 0,
    missed: 0,
    junk: 0,
    times: { parse: [], posting: [], tailor: [], letter: [] },
  };
  const time = async <T>(step: string, run: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    const value = await run();
    figures.times[step]!.push(performance.now() - start);
    return value;
  };
  for (const document of documents) {
    const parsed = await time('parse', () => agent.parseResume(document.text));
    scoreParse(parsed, document.meta.expected, figures.parse[document.columns === 2 ? 'two columns' : 'one column']);
  }
  const postings = loadCorpusPostings();
  for (const posting of postings) {
    const read = await time('posting', () => agent.readJobPosting(posting.text, posting.meta.title, posting.meta.company));
    const terms = [...read.skills.map((skill) => loose(skill.wording)), ...read.keywords.map((keyword) => loose(keyword.term))];
    const hit = (label: string) => terms.some((term) => term !== '' && (term.includes(loose(label)) || loose(label).includes(term)));
    for (const label of [...posting.meta.expected.required, ...posting.meta.expected.preferred]) {
      if (hit(label)) figures.found++;
      else figures.missed++;
    }
    figures.junk += posting.meta.expected.notRequirements.filter(hit).length;
  }
  // Each resume (its first layout) against each posting of its field, and of its language when there is one.
  const firstLayouts = documents.filter((document, index) => documents.findIndex((other) => other.id === document.id) === index);
  for (const document of firstLayouts) {
    const fieldPostings = postings.filter((posting) => posting.meta.field === document.meta.field);
    const pairs =
      fieldPostings.length > 0
        ? fieldPostings.slice(0, 3)
        : postings.filter((posting) => posting.meta.language === document.meta.language).slice(0, 1);
    for (const posting of pairs) {
      const request = { resumeText: document.text, jobDescription: posting.text, jobTitle: posting.meta.title, company: posting.meta.company, now };
      figures.pairs++;
      try {
        const result = await time('tailor', () => agent.tailorResume(request));
        const years = labelledYears(document.meta.expected.roles, now);
        for (const finding of inventedFacts(document.text, posting.text, result, years))
          figures.invented.push(`${document.id} × ${posting.id}: ${finding}`);
        const letter = await time('letter', () => agent.writeCoverLetter(request));
        for (const finding of inventedInLetter(document.text, posting.text, posting.meta, letter.text, now))
          figures.invented.push(`${document.id} × ${posting.id}: ${finding}`);
      } catch (error) {
        if ((error as Error).name !== 'ResumeParseError') throw error;
        figures.refused++;
      }
    }
  }
  return figures;
}

function median(values: number[]) {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
}

const documents = await corpusDocuments();
const { agent: baseline, cleanUp } = await loadBaseline(baselineCommit);
try {
  const before = await measure(baseline, documents);
  const after = await measure(current, documents);
  const resumes = new Set(documents.map((document) => document.id)).size;
  console.log(
    `Corpus: ${resumes} real resumes in ${documents.length} documents (layouts), ${loadCorpusPostings().length} real postings; baseline = ${baselineCommit}\n`,
  );
  for (const layout of ['one column', 'two columns'] as const) {
    console.log(`Parse accuracy, ${layout}          before    after`);
    for (const field of Object.keys(before.parse[layout]) as (keyof ParseScore)[]) {
      const [was, now] = [before.parse[layout][field], after.parse[layout][field]];
      console.log(`  ${field.padEnd(30)} ${percent(was.right, was.of)}   ${percent(now.right, now.of)}   (of ${now.of})`);
    }
    console.log('');
  }
  console.log(
    `Facts invented or overstated (${after.pairs} resume × posting pairs; refused as unreadable: before ${before.refused}, after ${after.refused})`,
  );
  console.log(`  before ${before.invented.length}, after ${after.invented.length}`);
  for (const finding of after.invented.slice(0, 40)) console.log(`    after: ${finding}`);
  console.log(
    `\nPosting requirements (hand-labelled) found: before ${percent(before.found, before.found + before.missed)}, after ${percent(after.found, after.found + after.missed)} of ${after.found + after.missed}`,
  );
  console.log(`  boilerplate read as a requirement: before ${before.junk}, after ${after.junk}`);
  console.log('\nTime per step, median ms       before    after   ratio');
  for (const step of Object.keys(after.times)) {
    const [was, now] = [median(before.times[step]!), median(after.times[step]!)];
    console.log(`  ${step.padEnd(28)} ${was.toFixed(2).padStart(7)}  ${now.toFixed(2).padStart(7)}   ${was === 0 ? 'n/a' : (now / was).toFixed(2)}x`);
  }
} finally {
  cleanUp();
}
