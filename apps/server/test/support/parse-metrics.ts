/** One sample line of a Prometheus text exposition, labels unescaped. */
export type ParsedSample = { name: string; labels: Record<string, string>; value: number };

export type ParsedMetrics = {
  samples: ParsedSample[];
  /** # TYPE per family. */
  types: Record<string, string>;
  /** The value of the one sample with this name and (at least) these labels; undefined when none. */
  value: (name: string, labels?: Record<string, string>) => number | undefined;
  /** Every sample of this name with (at least) these labels. */
  find: (name: string, labels?: Record<string, string>) => ParsedSample[];
};

function parseValue(text: string) {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  return Number(text);
}

/** A strict reader of the text format 0.0.4 for tests: a line it cannot read throws. */
export function parseMetrics(text: string): ParsedMetrics {
  const samples: ParsedSample[] = [];
  const types: Record<string, string> = {};
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types[type[1]!] = type[2]!;
      continue;
    }
    if (/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* /.test(line)) continue;
    const head = /^([a-zA-Z_:][a-zA-Z0-9_:]*)/.exec(line);
    if (!head) throw new Error(`not a sample line: ${line}`);
    const name = head[1]!;
    let index = name.length;
    const labels: Record<string, string> = {};
    if (line[index] === '{') {
      index++;
      while (line[index] !== '}') {
        const label = /^([a-zA-Z_][a-zA-Z0-9_]*)="/.exec(line.slice(index));
        if (!label) throw new Error(`bad label at ${index}: ${line}`);
        index += label[0].length;
        let value = '';
        while (line[index] !== '"') {
          if (index >= line.length) throw new Error(`unterminated label value: ${line}`);
          if (line[index] === '\\') {
            const next = line[index + 1];
            value += next === 'n' ? '\n' : next;
            index += 2;
          } else value += line[index++];
        }
        labels[label[1]!] = value;
        index++;
        if (line[index] === ',') index++;
      }
      index++;
    }
    if (line[index] !== ' ') throw new Error(`no value: ${line}`);
    const value = parseValue(line.slice(index + 1));
    // Prometheus reads "NaN" in any case (Go's ParseFloat); prom-client writes "Nan" (an event loop's mean with no sample yet).
    if (Number.isNaN(value) && line.slice(index + 1).toLowerCase() !== 'nan') throw new Error(`bad value: ${line}`);
    samples.push({ name, labels, value });
  }
  const find = (name: string, wanted: Record<string, string> = {}) =>
    samples.filter((sample) => sample.name === name && Object.entries(wanted).every(([key, value]) => sample.labels[key] === value));
  return {
    samples,
    types,
    find,
    value(name, wanted) {
      const found = find(name, wanted);
      if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(wanted)}`);
      return found[0]?.value;
    },
  };
}
