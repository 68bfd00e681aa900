import type { Salary } from '../raw-posting';
import { parseSalary } from './parse-salary';

const maxSegments = 3_000;
const maxSegmentLength = 400;
const payWords = /\b(?:salary|salaries|pay|compensation|wages?|base|ote|remuneration|gehalt|vergütung)(?![\p{L}])/iu;
const periodWords = /\b(?:rate|range|annual|hourly|per (?:year|annum|hour))\b/i;
// Money that is not the salary: unless pay is named, an amount beside these is a bonus, a budget or funding.
const otherMoney = /\b(?:bonus|stipend|budget|allowance|equity|raised|funding|revenue|valuation|reimburse\w*|relocation|401|retirement|pension)\b/i;

/**
 * The salary a description states, as Greenhouse pay-range blocks ("$140,000—$170,000 USD") or lines like
 * "Base salary: $120k": the first line (or sentence of a long paragraph) that parses with a currency and
 * names pay, or is a range or states a period without naming other money (bonus, budget, funding…). "401(k)", "$10k signing bonus" and "$15M raised" are not.
 */
export function salaryFromDescription(text: string): Salary | null {
  const segments = text
    .split('\n')
    .flatMap((line) => (line.length > maxSegmentLength ? line.split(/(?<=[.!?;])\s+/) : [line]))
    .slice(0, maxSegments);
  for (const segment of segments) {
    if (!segment.trim() || segment.length > maxSegmentLength || !/\d/.test(segment)) continue;
    const salary = parseSalary(segment);
    if (!salary?.currency) continue;
    if (payWords.test(segment)) return salary;
    const range = salary.min !== null && salary.max !== null && salary.min !== salary.max;
    if ((range || periodWords.test(segment)) && !otherMoney.test(segment)) return salary;
  }
  return null;
}
