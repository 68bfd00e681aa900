import { Gauge, type Registry } from 'prom-client';

/** One sample of a gauge read at scrape time: its labels (as the family declares them) and value. */
export type Sample = { labels?: Readonly<Record<string, string>>; value: number };
/** A gauge read at scrape time: its samples, none when there is nothing to say (the family's HELP and TYPE only). */
export type GaugeFamily = { name: string; help: string; labelNames: readonly string[]; samples: Sample[] };

export function gauge(name: string, help: string, labelNames: readonly string[], samples: Sample[]): GaugeFamily {
  return { name, help, labelNames, samples };
}

/** Each family as a prom-client gauge in `registry`, holding exactly its samples. */
export function registerGauges(registry: Registry, families: readonly GaugeFamily[]) {
  for (const family of families) {
    const metric = new Gauge({ name: family.name, help: family.help, labelNames: family.labelNames, registers: [registry] });
    for (const sample of family.samples) {
      // A value the database did not give (a column missing from a row) is left out, not the whole scrape.
      if (typeof sample.value !== 'number') continue;
      if (sample.labels) metric.set(sample.labels, sample.value);
      else metric.set(sample.value);
    }
  }
}
