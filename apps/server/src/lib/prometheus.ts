/**
 * The Prometheus text exposition format, version 0.0.4 (what `GET /metrics` answers): metric families
 * with `# HELP` and `# TYPE` lines, one sample per line, label values escaped. Counters and histograms
 * keep their state here; gauges read at scrape time are built as families directly (`gauge`).
 */

export const expositionContentType = 'text/plain; version=0.0.4; charset=utf-8';

export type MetricType = 'counter' | 'gauge' | 'histogram';
export type Labels = Readonly<Record<string, string>>;
/** One line: the family's name plus `suffix` (`_bucket`, `_sum`, `_count` for histograms), its labels and value. */
export type Sample = { suffix?: string; labels?: Labels; value: number };
export type MetricFamily = { name: string; help: string; type: MetricType; samples: Sample[] };

const metricName = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const labelName = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

function checkName(name: string) {
  if (!metricName.test(name)) throw new Error(`invalid metric name: ${JSON.stringify(name)}`);
}

function checkLabelNames(names: readonly string[]) {
  for (const name of names) {
    // Names starting with __ are reserved for Prometheus itself; `le` is the histogram's own.
    if (!labelName.test(name) || name.startsWith('__')) throw new Error(`invalid label name: ${JSON.stringify(name)}`);
  }
}

/** A label value inside its double quotes: backslash, double quote and line feed are escaped. */
export function escapeLabelValue(value: string) {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

/** HELP text: backslash and line feed are escaped (a double quote stays as it is). */
export function escapeHelp(text: string) {
  return text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
}

/** A sample value or bucket bound as Prometheus parses it: `+Inf`, `-Inf`, `NaN`, or a Go float. */
export function formatValue(value: number) {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

function formatLabels(labels: Labels | undefined) {
  const entries = Object.entries(labels ?? {});
  if (entries.length === 0) return '';
  return `{${entries.map(([name, value]) => `${name}="${escapeLabelValue(value)}"`).join(',')}}`;
}

/** Every family in order, each with its HELP and TYPE lines, ending in a line feed. */
export function formatExposition(families: readonly MetricFamily[]) {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const family of families) {
    checkName(family.name);
    if (seen.has(family.name)) throw new Error(`metric family ${family.name} appears twice`);
    seen.add(family.name);
    lines.push(`# HELP ${family.name} ${escapeHelp(family.help)}`, `# TYPE ${family.name} ${family.type}`);
    for (const sample of family.samples) {
      checkLabelNames(Object.keys(sample.labels ?? {}));
      lines.push(`${family.name}${sample.suffix ?? ''}${formatLabels(sample.labels)} ${formatValue(sample.value)}`);
    }
  }
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

/** A gauge family read at scrape time. */
export function gauge(name: string, help: string, samples: Sample[]): MetricFamily {
  return { name, help, type: 'gauge', samples };
}

/** Label values in the declared order, checked against the declared names. */
function labelValues(declared: readonly string[], labels: Labels): string[] {
  const given = Object.keys(labels);
  if (given.length !== declared.length || declared.some((name) => typeof labels[name] !== 'string')) {
    throw new Error(`labels ${JSON.stringify(given)} do not match ${JSON.stringify(declared)}`);
  }
  return declared.map((name) => labels[name]!);
}

function labelsOf(declared: readonly string[], values: readonly string[]): Labels {
  return Object.fromEntries(declared.map((name, index) => [name, values[index]!]));
}

/** A counter per label set: only ever goes up. */
export class Counter {
  private readonly values = new Map<string, { labels: string[]; value: number }>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[] = [],
  ) {
    checkName(name);
    checkLabelNames(labelNames);
  }

  inc(labels: Labels = {}, amount = 1) {
    if (!(amount >= 0) || !Number.isFinite(amount)) throw new Error(`a counter only goes up by a finite amount (given ${amount})`);
    const values = labelValues(this.labelNames, labels);
    const key = JSON.stringify(values);
    const entry = this.values.get(key) ?? { labels: values, value: 0 };
    entry.value += amount;
    this.values.set(key, entry);
  }

  family(): MetricFamily {
    return {
      name: this.name,
      help: this.help,
      type: 'counter',
      samples: [...this.values.values()].map((entry) => ({ labels: labelsOf(this.labelNames, entry.labels), value: entry.value })),
    };
  }
}

/** Prometheus' default buckets, in seconds: 5 ms to 10 s. */
export const defaultBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

/** A histogram per label set: cumulative `_bucket` counts per upper bound (`le`), `_sum` and `_count`. */
export class Histogram {
  private readonly series = new Map<string, { labels: string[]; counts: number[]; sum: number; count: number }>();
  readonly buckets: readonly number[];

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[] = [],
    buckets: readonly number[] = defaultBuckets,
  ) {
    checkName(name);
    checkLabelNames(labelNames);
    if (labelNames.includes('le')) throw new Error('a histogram keeps the label "le" for its buckets');
    if (buckets.length === 0 || buckets.some((bound, index) => !Number.isFinite(bound) || (index > 0 && bound <= buckets[index - 1]!))) {
      throw new Error(`histogram buckets must be finite and increasing: ${JSON.stringify(buckets)}`);
    }
    this.buckets = [...buckets];
  }

  observe(labels: Labels, value: number) {
    if (Number.isNaN(value)) return;
    const values = labelValues(this.labelNames, labels);
    const key = JSON.stringify(values);
    let entry = this.series.get(key);
    if (!entry) {
      entry = { labels: values, counts: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, entry);
    }
    // Counted once, in the first bucket that holds it; the exposition adds them up.
    const index = this.buckets.findIndex((bound) => value <= bound);
    if (index >= 0) entry.counts[index]! += 1;
    entry.sum += value;
    entry.count += 1;
  }

  family(): MetricFamily {
    const samples: Sample[] = [];
    for (const entry of this.series.values()) {
      const labels = labelsOf(this.labelNames, entry.labels);
      let cumulative = 0;
      this.buckets.forEach((bound, index) => {
        cumulative += entry.counts[index]!;
        samples.push({ suffix: '_bucket', labels: { ...labels, le: formatValue(bound) }, value: cumulative });
      });
      samples.push(
        { suffix: '_bucket', labels: { ...labels, le: '+Inf' }, value: entry.count },
        { suffix: '_sum', labels, value: entry.sum },
        { suffix: '_count', labels, value: entry.count },
      );
    }
    return { name: this.name, help: this.help, type: 'histogram', samples };
  }
}
