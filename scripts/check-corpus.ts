// Loads every resume of a corpus set and prints one line each, so a labeller sees at once a file the
// loader refuses (bad date, field or origin). Run: npx tsx scripts/check-corpus.ts [resumes|holdout]
import { loadCorpusResumes, type CorpusSet } from '../packages/agents/src/testing/tailoring-corpus/load-resumes';

const set = (process.argv[2] ?? 'holdout') as CorpusSet;
const resumes = loadCorpusResumes(set);
for (const { id, text, meta } of resumes)
  console.log(
    `${id.padEnd(28)} ${meta.language} ${meta.field.padEnd(12)} ${meta.format.padEnd(11)} ${String(text.length).padStart(6)} chars, ${meta.expected.roles.length} roles, ${meta.expected.education.length} degrees`,
  );
console.log(`${resumes.length} resumes in ${set}/`);
