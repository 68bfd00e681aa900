import { readFileSync } from 'node:fs';
import type { Salary, SalaryPeriod } from '../../job-discovery/raw-posting';

/**
 * Real pay strings with the pay they state (pay-strings.json; how it was built: build/, origin in the file).
 * `ashby-summary`: Ashby's compensation summaries ("£32K – £35K • Offers Equity", "$45.00 – $50.00 per hour"),
 * read as a yearly figure unless they say otherwise, as Ashby writes them. `description`: a description line
 * that states money — pay (the base; several ranges of one job → their span) or not pay (null).
 */
export type PayReader = 'ashby-summary' | 'description';
/** `set: 'hold-out'`: lines from other postings, labelled by hand after the rules were written. */
export type PayEntry = {
  reader: PayReader;
  set?: 'hold-out';
  text: string;
  expected: Salary | null;
  origin: { path: string; jobId: string; field: string };
  labelledBy?: 'structured' | 'hand';
  note?: string;
};

export function loadPayCorpus(): PayEntry[] {
  const file = JSON.parse(readFileSync(new URL('./pay-strings.json', import.meta.url), 'utf8')) as { entries: PayEntry[] };
  return file.entries;
}

const close = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) <= 0.01 * Math.max(a, b));

/**
 * Whether a reading is the labelled pay: same currency and period (an unlabelled period takes any) and both
 * bounds within 1% (summaries round: "$123.9K" for 123,912). A single labelled amount (min = max) is also
 * read right as that amount alone ("up to $100K" labelled 100,000–100,000 by the employer's fields).
 */
export function readsAs(read: Salary | null, expected: Salary | null): boolean {
  if (!expected || !read) return read === expected;
  if (read.currency !== expected.currency) return false;
  if (expected.period !== null && read.period !== expected.period) return false;
  if (close(read.min, expected.min) && close(read.max, expected.max)) return true;
  if (expected.min !== expected.max) return false;
  const amounts = [read.min, read.max].filter((amount) => amount !== null);
  return amounts.length > 0 && amounts.every((amount) => close(amount, expected.min));
}

/** The pay readers a corpus entry goes through, from the current code or an older commit's. */
export type PayApi = {
  parseSalary: (text: string, options?: { period?: SalaryPeriod }) => Salary | null;
  salaryFromDescription: (text: string) => Salary | null;
};

export function readPay(api: PayApi, entry: PayEntry): Salary | null {
  return entry.reader === 'ashby-summary' ? api.parseSalary(entry.text, { period: 'year' }) : api.salaryFromDescription(entry.text);
}

/** Entries read right, and the ones read wrong with what was read. */
export function scorePayCorpus(api: PayApi, entries: PayEntry[]) {
  const wrong: { entry: PayEntry; read: Salary | null }[] = [];
  for (const entry of entries) {
    const read = readPay(api, entry);
    if (!readsAs(read, entry.expected)) wrong.push({ entry, read });
  }
  return { right: entries.length - wrong.length, total: entries.length, wrong };
}
