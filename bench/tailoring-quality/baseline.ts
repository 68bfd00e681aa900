import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ParsedResume, TailoredResume } from '@seeker/contract';

/** What the bench calls, from the code under test or from the baseline commit. */
export type ResumeAgent = {
  parseResume: (text: string) => ParsedResume;
  tailorResume: (request: { resumeText: string; jobDescription: string; jobTitle?: string; company?: string; now?: Date }) => Promise<TailoredResume>;
  writeCoverLetter: (request: { resumeText: string; jobDescription: string; jobTitle?: string; company?: string; now?: Date }) => Promise<{ text: string }>;
  readJobPosting: (description: string, title?: string, company?: string) => { skills: { wording: string; importance: string }[]; keywords: { term: string }[] };
};

/**
 * The resume agent as it was at `commit` (the code before issue 20), taken out of git into a temporary
 * folder beside this repository's node_modules, so that both run in the same process on the same machine.
 */
export async function loadBaseline(commit: string): Promise<{ agent: ResumeAgent; cleanUp: () => void }> {
  const root = path.resolve(import.meta.dirname, '../..');
  const folder = mkdtempSync(path.join(os.tmpdir(), 'seeker-baseline-'));
  const archive = execFileSync('git', ['-C', root, 'archive', '--format=tar', commit, 'packages/agents/src'], { maxBuffer: 256 * 1024 * 1024 });
  writeFileSync(path.join(folder, 'src.tar'), archive);
  execFileSync('tar', ['-xf', 'src.tar'], { cwd: folder });
  symlinkSync(path.join(root, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
  // ES modules, as in the repository (the package's own package.json is not in the archive).
  writeFileSync(path.join(folder, 'package.json'), '{"type":"module"}');
  const resume = await import(pathToFileURL(path.join(folder, 'packages/agents/src/resume/index.ts')).href);
  return { agent: resume as ResumeAgent, cleanUp: () => rmSync(folder, { recursive: true, force: true }) };
}
