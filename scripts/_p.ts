import { parseResume } from '../packages/agents/src/index';
import { corpusDocuments } from '../packages/agents/src/testing/tailoring-corpus/corpus-documents';
const docs = await corpusDocuments('resumes');
for (const d of docs) parseResume(d.text);
const t = performance.now();
for (let i = 0; i < 5; i++) for (const d of docs) parseResume(d.text);
console.log('ms per parse', ((performance.now() - t) / (5 * docs.length)).toFixed(2));
