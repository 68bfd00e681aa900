import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { buildOccupationIndex } from '@seeker/agents';
const index = buildOccupationIndex(JSON.parse(gunzipSync(readFileSync('/tmp/sdata/taxonomy/occupations.v3.json.gz')).toString('utf8')));
for (const frag of process.argv.slice(2)) {
  const words = [...index.wordId.keys()].filter((w) => w.includes(frag));
  console.log(frag, words.length, words.slice(0, 40).join(' '));
  for (const w of words.slice(0, 6)) {
    const titles = [...index.titlesWithWord[index.wordId.get(w)!]!].slice(0, 4).map((t) => `${index.titleText[t]} → ${index.occupations[index.titleOccupation[t]!]!.label}`);
    console.log('   ', w, titles.join(' | '));
  }
}
