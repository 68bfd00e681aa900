import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { gauge, registerGauges } from './gauge-families';

async function exposition(...families: Parameters<typeof registerGauges>[1]) {
  const registry = new Registry();
  registerGauges(registry, families);
  return registry.metrics();
}

describe('gauges read at scrape time', () => {
  it('holds exactly the samples given, label values and help escaped as the exposition format wants', async () => {
    const text = await exposition(
      gauge('seeker_source_last_read_ok', 'Says "hi"\nand more', ['source'], [{ labels: { source: 'C:\\dir "q"\nnext' }, value: 1 }]),
    );
    expect(text).toBe(
      [
        '# HELP seeker_source_last_read_ok Says "hi"\\nand more',
        '# TYPE seeker_source_last_read_ok gauge',
        'seeker_source_last_read_ok{source="C:\\\\dir \\"q\\"\\nnext"} 1',
        '',
      ].join('\n'),
    );
  });

  it('says nothing but HELP and TYPE for a labelled family with no samples, and one line for an unlabelled one', async () => {
    const text = await exposition(gauge('seeker_empty', 'Nothing yet', ['source'], []), gauge('seeker_overdue', 'Overdue', [], [{ value: 3 }]));
    expect(text).toBe(
      '# HELP seeker_empty Nothing yet\n# TYPE seeker_empty gauge\n\n# HELP seeker_overdue Overdue\n# TYPE seeker_overdue gauge\nseeker_overdue 3\n',
    );
  });

  it('leaves out a sample whose value the database did not give, and keeps the rest', async () => {
    const text = await exposition(
      gauge(
        'seeker_runs',
        'Runs',
        ['status'],
        [
          { labels: { status: 'done' }, value: undefined as unknown as number },
          { labels: { status: 'failed' }, value: 2 },
        ],
      ),
    );
    expect(text).toBe('# HELP seeker_runs Runs\n# TYPE seeker_runs gauge\nseeker_runs{status="failed"} 2\n');
  });

  it('refuses a family named twice or a bad name, as a mistake in the code', () => {
    expect(() => registerGauges(new Registry(), [gauge('ok', 'x', [], []), gauge('ok', 'y', [], [])])).toThrow(/already been registered/);
    expect(() => registerGauges(new Registry(), [gauge('bad-name', 'x', [], [])])).toThrow(/Invalid metric name/);
  });
});
