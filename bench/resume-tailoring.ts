// What tailoring one two-page resume costs, stage by stage: parse, analyse (posting + match), tailor
// (rule-based rewrite + the after score), render PDF, render DOCX. Baseline, measured in the same run:
// one bare tokenize pass over the resume and the posting (the least any reading of them could cost).
// The resume is the software fixture with six older roles added, so that it fills two pages.
// Prints figures; never passes or fails. Run: npx tsx bench/resume-tailoring.ts [iterations]
import { analyzeMatch, parseResume, readJobPosting, renderResumeDocx, renderResumePdf, tailorResume } from '../packages/agents/src';
import { resumeFixtures } from '../packages/agents/src/testing';
import { tokenize } from '../packages/agents/src/text/tokenize';

const iterations = Number(process.argv[2] ?? 9);
const fixture = resumeFixtures.software;
const olderRoles = Array.from({ length: 6 }, (_, index) => {
  const year = 2015 - index * 2;
  return [
    `Software Developer, Example Company ${index + 1} — ${year - 1} – ${year}`,
    `• Built internal tools in JavaScript and Python for the operations team of ${40 + index * 10} people`,
    '• Maintained a PostgreSQL reporting database and wrote SQL for weekly business reviews',
    '• Worked with designers on accessible, responsive pages and reviewed code for two junior developers',
    '• Automated deployments with shell scripts and Docker, cutting release time from hours to minutes',
    '• Wrote unit tests and documentation for every service the team owned',
  ].join('\n');
});
const resumeText = fixture.resume.replace('\nSKILLS\n', `\n${olderRoles.join('\n\n')}\n\nSKILLS\n`);

function time(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

async function timeAsync(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const tokenizeBoth = () => tokenize(resumeText).length + tokenize(fixture.job).length;
const parse = () => parseResume(resumeText);
const analyse = () => analyzeMatch(parseResume(resumeText), readJobPosting(fixture.job, fixture.title, fixture.company));
const tailor = () => tailorResume({ resumeText, jobDescription: fixture.job, jobTitle: fixture.title, company: fixture.company });

// Warm-up: module loading, font registration, JIT.
const warm = await tailor();
const pdf = await renderResumePdf(warm.resume, 'Resume');
await renderResumeDocx(warm.resume, 'Resume');
const pages = (
  Buffer.from(pdf)
    .toString('latin1')
    .match(/\/Type\s*\/Page[^s]/g) ?? []
).length;

const runs: Record<string, number[]> = { tokenize: [], parse: [], analyse: [], tailor: [], pdf: [], docx: [], total: [] };
for (let run = 0; run < iterations; run++) {
  runs.tokenize!.push(time(tokenizeBoth));
  runs.parse!.push(time(parse));
  runs.analyse!.push(time(analyse));
  let result = warm;
  runs.tailor!.push(await timeAsync(async () => (result = await tailor())));
  runs.pdf!.push(await timeAsync(() => renderResumePdf(result.resume, 'Resume')));
  runs.docx!.push(await timeAsync(() => renderResumeDocx(result.resume, 'Resume')));
  runs.total!.push(
    await timeAsync(async () => {
      const tailored = await tailor();
      await renderResumePdf(tailored.resume, 'Resume');
      await renderResumeDocx(tailored.resume, 'Resume');
    }),
  );
}

const base = median(runs.tokenize!);
console.log(
  `node ${process.version}, a ${pages}-page resume (${resumeText.length} characters, ${warm.resume.experience.length} roles) and a ${fixture.job.length}-character posting, median of ${iterations} runs:`,
);
console.log(`tokenize resume + posting (baseline): ${base.toFixed(2)} ms`);
for (const [name, label] of [
  ['parse', 'parse'],
  ['analyse', 'parse + read posting + score'],
  ['tailor', 'tailor (parse, score, rewrite, score again)'],
  ['pdf', 'render PDF'],
  ['docx', 'render DOCX'],
  ['total', 'tailor + PDF + DOCX'],
] as const) {
  const value = median(runs[name]!);
  console.log(`${label}: ${value.toFixed(2)} ms (${(value / base).toFixed(1)}x baseline)`);
}
console.log(`score ${warm.before.score} → ${warm.after.score}`);
