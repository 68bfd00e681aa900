import { describe, expect, it } from 'vitest';
import { handTaxonomyData } from '../testing/hand-taxonomy';
import { inSlices } from './in-slices';
import { indexDataLines, readIndexDataLines } from './index-data-lines';
import { buildOccupationIndex, loadOccupationIndexInSteps } from './occupation-index';

const bytes = (text: string) => new TextEncoder().encode(text);
const read = (text: string) => inSlices(readIndexDataLines(bytes(text)));

describe('the stored index as lines', () => {
  it('reads back what it wrote, and builds the index the data builds', async () => {
    const data = handTaxonomyData;
    const text = indexDataLines(data);
    // The header, then a line per occupation, link, title, skill, label and occupation's skill.
    expect(text.split('\n').filter(Boolean)).toHaveLength(
      1 +
        data.occupations.length +
        data.crosswalk.length +
        data.titles.length +
        data.skills.length +
        data.skillLabels.length +
        data.occupationSkills.length,
    );
    expect(await read(text)).toEqual(data);
    const loaded = await loadOccupationIndexInSteps(bytes(text));
    const built = buildOccupationIndex(data);
    expect(loaded.titleText).toEqual(built.titleText);
    expect([...loaded.wordWeight]).toEqual([...built.wordWeight]);
    expect(loaded.skills.phrases).toEqual(built.skills.phrases);
  });

  it('refuses a file cut short, one with more than it counts, one of another format, and a whole document on one line', async () => {
    const text = indexDataLines(handTaxonomyData);
    const lines = text.split('\n');
    await expect(read(lines.slice(0, -5).join('\n'))).rejects.toThrow(/it ends before its \w+ do/);
    await expect(read(`${text}[1,2,3]\n`)).rejects.toThrow(/more than its header counts/);
    await expect(read(text.replace(/"format":\d+/, '"format":3'))).rejects.toThrow(/it is of format 3, this Seeker reads/);
    await expect(read(JSON.stringify({ ...handTaxonomyData, format: 3 }))).rejects.toThrow(/it is of format 3/);
    await expect(read(`${JSON.stringify({ format: handTaxonomyData.format })}\n`)).rejects.toThrow(/does not say how many occupations/);
    await expect(read('')).rejects.toThrow(/no header line/);
    const [header, ...items] = lines;
    await expect(read([header, `["${'x'.repeat(70_000)}"]`, ...items].join('\n'))).rejects.toThrow(/a line longer than any item/);
    expect(await read(`${text}\n  \n`)).toEqual(handTaxonomyData);
  });
});

describe('work done in slices', () => {
  it('lets the event loop turn once its slice of time is up, and only then', async () => {
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    const steps = function* () {
      // 60 steps of 2 ms each: about 120 ms of work, with a pause every 10 ms or so.
      for (let step = 0; step < 60; step++) {
        const until = performance.now() + 2;
        while (performance.now() < until);
        yield;
      }
      return 'done';
    };
    const started = performance.now();
    expect(await inSlices(steps(), 10)).toBe('done');
    clearInterval(ticker);
    const elapsed = performance.now() - started;
    // The loop turned between slices (a timer ran), but not after every step.
    expect(turns).toBeGreaterThan(2);
    expect(turns).toBeLessThan(60);
    expect(elapsed).toBeGreaterThanOrEqual(120);
  });
});
