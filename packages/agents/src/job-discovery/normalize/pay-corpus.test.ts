import { describe, expect, it } from 'vitest';
import { loadPayCorpus, scorePayCorpus } from '../../testing/pay-corpus/pay-corpus';
import * as normalize from './index';

// 1,848 real pay strings from Ashby boards, labelled (testing/pay-corpus). bench/salary-accuracy.ts prints the
// figures beside the parser before issue 21; this holds the current parser to them.
describe('pay read from real postings', () => {
  const entries = loadPayCorpus();

  it.each([
    ['every labelled string', () => true, 0.99],
    ['the hold-out lines, labelled after the rules were written', (entry: (typeof entries)[number]) => entry.set === 'hold-out', 0.98],
  ] as const)('reads %s right at least as often as before', (_, belongs, floor) => {
    const group = entries.filter(belongs);
    const { right, total, wrong } = scorePayCorpus(normalize, group);
    expect(total).toBeGreaterThan(200);
    expect(right / total, wrong.map(({ entry, read }) => `${entry.text} → ${JSON.stringify(read)}`).join('\n')).toBeGreaterThanOrEqual(floor);
  });
});
