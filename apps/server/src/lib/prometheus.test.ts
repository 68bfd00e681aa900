import { describe, expect, it } from 'vitest';
import { Counter, escapeHelp, escapeLabelValue, formatExposition, formatValue, gauge, Histogram } from './prometheus';

describe('Prometheus text exposition 0.0.4', () => {
  it('escapes backslash, double quote and line feed in label values, and backslash and line feed in HELP', () => {
    expect(escapeLabelValue('a\\b"c\nd')).toBe('a\\\\b\\"c\\nd');
    expect(escapeHelp('one\\two\n"three"')).toBe('one\\\\two\\n"three"');
    const text = formatExposition([gauge('x_info', 'Says "hi"\nand more', [{ labels: { path: 'C:\\dir "q"\nnext' }, value: 1 }])]);
    expect(text).toBe('# HELP x_info Says "hi"\\nand more\n# TYPE x_info gauge\nx_info{path="C:\\\\dir \\"q\\"\\nnext"} 1\n');
    // One sample stays one line whatever its label holds.
    expect(text.trimEnd().split('\n')).toHaveLength(3);
  });

  it('writes special values as Prometheus parses them', () => {
    expect([Infinity, -Infinity, NaN, 0, 1.5, 1e-7, 12345678901].map(formatValue)).toEqual([
      '+Inf',
      '-Inf',
      'NaN',
      '0',
      '1.5',
      '1e-7',
      '12345678901',
    ]);
  });

  it('refuses invalid metric and label names, and a family named twice', () => {
    expect(() => formatExposition([gauge('bad-name', 'x', [])])).toThrow(/invalid metric name/);
    expect(() => formatExposition([gauge('ok', 'x', [{ labels: { 'bad-label': 'v' }, value: 1 }])])).toThrow(/invalid label name/);
    expect(() => formatExposition([gauge('ok', 'x', [{ labels: { __reserved: 'v' }, value: 1 }])])).toThrow(/invalid label name/);
    expect(() => formatExposition([gauge('ok', 'x', []), gauge('ok', 'y', [])])).toThrow(/twice/);
    expect(() => new Counter('c_total', 'x', ['0bad'])).toThrow(/invalid label name/);
  });

  it('keeps HELP and TYPE for a family without samples, and answers nothing for no families', () => {
    expect(formatExposition([gauge('empty', 'Nothing yet', [])])).toBe('# HELP empty Nothing yet\n# TYPE empty gauge\n');
    expect(formatExposition([])).toBe('');
  });
});

describe('Counter', () => {
  it('counts per label set in the declared label order', () => {
    const counter = new Counter('requests_total', 'Requests', ['method', 'status']);
    counter.inc({ status: '200', method: 'GET' });
    counter.inc({ method: 'GET', status: '200' }, 2);
    counter.inc({ method: 'POST', status: '500' });
    expect(formatExposition([counter.family()])).toBe(
      [
        '# HELP requests_total Requests',
        '# TYPE requests_total counter',
        'requests_total{method="GET",status="200"} 3',
        'requests_total{method="POST",status="500"} 1',
        '',
      ].join('\n'),
    );
  });

  it('refuses labels other than the declared ones, and going down', () => {
    const counter = new Counter('c_total', 'x', ['a']);
    expect(() => counter.inc({})).toThrow(/do not match/);
    expect(() => counter.inc({ a: '1', b: '2' })).toThrow(/do not match/);
    expect(() => counter.inc({ b: '1' })).toThrow(/do not match/);
    expect(() => counter.inc({ a: '1' }, -1)).toThrow(/only goes up/);
    expect(() => counter.inc({ a: '1' }, NaN)).toThrow(/only goes up/);
  });
});

describe('Histogram', () => {
  it('writes cumulative buckets, +Inf, sum and count per label set', () => {
    const histogram = new Histogram('latency_seconds', 'Latency', ['route'], [0.1, 1]);
    for (const value of [0.05, 0.1, 0.5, 3]) histogram.observe({ route: '/a' }, value);
    histogram.observe({ route: '/b' }, 0.2);
    expect(formatExposition([histogram.family()])).toBe(
      [
        '# HELP latency_seconds Latency',
        '# TYPE latency_seconds histogram',
        'latency_seconds_bucket{route="/a",le="0.1"} 2',
        'latency_seconds_bucket{route="/a",le="1"} 3',
        'latency_seconds_bucket{route="/a",le="+Inf"} 4',
        'latency_seconds_sum{route="/a"} 3.65',
        'latency_seconds_count{route="/a"} 4',
        'latency_seconds_bucket{route="/b",le="0.1"} 0',
        'latency_seconds_bucket{route="/b",le="1"} 1',
        'latency_seconds_bucket{route="/b",le="+Inf"} 1',
        'latency_seconds_sum{route="/b"} 0.2',
        'latency_seconds_count{route="/b"} 1',
        '',
      ].join('\n'),
    );
  });

  it('uses the default buckets from 5 ms to 10 s', () => {
    const histogram = new Histogram('h_seconds', 'x');
    histogram.observe({}, 0.003);
    const bounds = histogram
      .family()
      .samples.filter((sample) => sample.suffix === '_bucket')
      .map((sample) => sample.labels?.le);
    expect(bounds).toEqual(['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10', '+Inf']);
  });

  it('refuses buckets that are not increasing and finite, and a label named le', () => {
    expect(() => new Histogram('h', 'x', [], [1, 1])).toThrow(/increasing/);
    expect(() => new Histogram('h', 'x', [], [2, 1])).toThrow(/increasing/);
    expect(() => new Histogram('h', 'x', [], [1, Infinity])).toThrow(/finite/);
    expect(() => new Histogram('h', 'x', [], [])).toThrow(/buckets/);
    expect(() => new Histogram('h', 'x', ['le'])).toThrow(/"le"/);
  });
});
