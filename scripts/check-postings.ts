// Loads every posting of a set and its matches.json and prints one line each, so a labeller sees at once a
// file the loader refuses (bad language, field, origin or match). Run: npx tsx scripts/check-postings.ts [postings|postings-holdout]
import { loadCorpusResumes } from '../packages/agents/src/testing/tailoring-corpus/load-resumes';
import { loadCorpusPostings, loadPostingMatches, type PostingSet } from '../packages/agents/src/testing/tailoring-corpus/load-postings';

const set = (process.argv[2] ?? 'postings-holdout') as PostingSet;
const postings = loadCorpusPostings(set);
for (const { id, text, meta } of postings)
  console.log(
    `${id.padEnd(28)} ${meta.language} ${meta.field.padEnd(12)} ${(meta.occupation ?? '').padEnd(24)} ${String(text.length).padStart(6)} chars, ${meta.expected.required.length} required, ${meta.expected.preferred.length} preferred`,
  );
const matches = loadPostingMatches(set);
const resumes = new Set(loadCorpusResumes(set === 'postings' ? 'resumes' : 'holdout').map((resume) => resume.id));
const unknown = Object.keys(matches).filter((id) => !resumes.has(id));
if (unknown.length > 0) throw new Error(`matches.json names resumes that are not in the set: ${unknown.join(', ')}`);
console.log(`${postings.length} postings in ${set}/, ${Object.keys(matches).length} of ${resumes.size} resumes matched`);
