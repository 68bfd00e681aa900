import type { Salary } from '../raw-posting';
import { readNumber, readRecord, readSalaryPeriod, readText } from '../sources/read-values';

/** At or above this even a yearly figure is a placeholder; a lower bound of 1 or less is one too (Remitly states 1.0 .. 1000000.0). */
const placeholderMax = 10_000_000;

/**
 * JobPosting.baseSalary: a MonetaryAmount whose value is a QuantitativeValue (minValue / maxValue /
 * value, unitText) or a bare number; numbers may be strings. undefined when no amount is stated, or
 * when the amounts are a placeholder (min ≤ 1, max ≥ 10 000 000): the whole salary goes then, since
 * the other bound of a made-up range is made up too.
 */
export function readPostingSalary(value: unknown): Salary | undefined {
  const amount = readRecord(Array.isArray(value) ? value[0] : value);
  if (!amount) return undefined;
  const quantity = readRecord(amount.value);
  const exact = readNumber(quantity ? quantity.value : amount.value);
  const min = readNumber(quantity?.minValue) ?? exact ?? null;
  const max = readNumber(quantity?.maxValue) ?? exact ?? null;
  if (min === null && max === null) return undefined;
  if ((min !== null && min <= 1) || (max !== null && (max <= 1 || max >= placeholderMax))) return undefined;
  return { min, max, currency: readCurrency(amount.currency), period: readSalaryPeriod(quantity?.unitText ?? amount.unitText) ?? null };
}

/** An ISO 4217 code ("AUD"); a symbol or a name ("€", "Euro") → null rather than a guess. */
function readCurrency(value: unknown): string | null {
  const code = readText(value, 10)?.toUpperCase();
  return code && /^[A-Z]{3}$/.test(code) ? code : null;
}
