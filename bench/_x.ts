import fs from 'node:fs';
import path from 'node:path';
import { extractDocument } from '../packages/agents/src/documents/extract-document-text';
import { detectResumeType } from '../packages/agents/src/documents/detect-file-type';
import { parseResume, splitSections } from '../packages/agents/src/resume/parse-resume';
import { cleanResumeText } from '../packages/agents/src/resume/clean-resume-text';
import { withCells } from '../packages/agents/src/resume/layout-cells';
import { readableText } from '../packages/agents/src/resume/resume-length';
import { visualHeadings, wrappedHeadingWords } from '../packages/agents/src/resume/layout-headings';
import { nameFromLayout } from '../packages/agents/src/resume/name-from-layout';
const dir = '../shared/data/resumes/';
const labels = 'packages/agents/src/testing/resume-files/labels/dev';
const only = process.argv[2];
for (const name of fs.readdirSync(labels, { recursive: true, encoding: 'utf8' }).filter((n) => n.endsWith('.json')).sort()) {
  const label = JSON.parse(fs.readFileSync(path.join(labels, name), 'utf8'));
  if (only && !label.file.includes(only)) continue;
  const bytes = fs.readFileSync(path.join(dir, label.file));
  const read = await extractDocument(detectResumeType(label.file, bytes) as any, bytes);
  const { text } = readableText(read.text);
  const layout = read.layout;
  const laid = layout ? nameFromLayout(layout) : '';
  const visual = layout ? visualHeadings(layout, laid) : new Set<string>();
  const sections = splitSections(cleanResumeText(layout ? withCells(text, layout) : text), visual, layout ? wrappedHeadingWords(layout) : undefined);
  const parsed = parseResume(read.text, read.layout);
  console.log(`\n######## ${label.file}`);
  console.log('LABEL', JSON.stringify(label.expected.education.map((e: any) => [e.degree, e.school])));
  for (const s of sections.filter((s) => s.kind === 'education')) console.log(`--- [${s.heading}]\n` + s.lines.map((l) => '  |' + l).join('\n'));
  console.log('READ', JSON.stringify(parsed.education.map((e) => [e.degree, e.school])));
}
