import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import * as agents from '../packages/agents/src/index';
import { loadRelevancePostings, loadRelevanceProfiles } from '../packages/agents/src/testing/relevance-set/load-relevance-set';
import { readRelevanceSet, scoreTopTen, recordedAt } from '../packages/agents/src/testing/relevance-set/score-ranking';
import { loadSwissProfiles, readSwissPostings, swissPostingsFolder } from '../packages/agents/src/testing/swiss-relevance/read-swiss-postings';
const index = agents.buildOccupationIndex(JSON.parse(gunzipSync(readFileSync('/tmp/sdata/taxonomy/occupations.v3.json.gz')).toString('utf8')));
const ashby = await readRelevanceSet(agents, loadRelevancePostings());
const swiss = agents.mergePostings(readSwissPostings(swissPostingsFolder()!));
const sets = [
  { postings: ashby, profiles: loadRelevanceProfiles(), now: recordedAt },
  { postings: swiss, profiles: loadSwissProfiles(), now: new Date('2025-09-10T12:00:00Z') },
];
for (const set of sets) for (const profile of set.profiles) {
  const row: string[] = [profile.name.padEnd(30)];
  for (const knowledge of [{}, { taxonomy: index }]) {
    const t = performance.now();
    const s = scoreTopTen(agents.rankPostings(set.postings, profile.preferences, { now: set.now, knowledge }) as any, profile as any);
    row.push(`P@10 ${s.precision.toFixed(2)} nDCG ${s.ndcg.toFixed(2)} unj ${s.unjudged.length} ${(performance.now() - t).toFixed(0)}ms`);
    if (process.env.TOP && knowledge.taxonomy) for (const [i, t] of s.top.entries()) console.log(`   ${i + 1}. [${profile.grades.get(t.id) ?? '?'}] ${t.score} ${t.title.slice(0, 60)} · ${t.location.slice(0, 30)} — ${t.reason}`);
  }
  console.log(row.join(' | '));
}
