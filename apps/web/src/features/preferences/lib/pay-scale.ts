import { payScales, periodsPerYear, type PayPeriod } from '@seeker/contract';

/** Positions along the salary slider; the figures spread over them so that each step is small where pay usually is. */
export const sliderPositions = 1_000;
/** How far the slider's scale bends: half its track covers the lowest 18% of figures, where most pay is. */
const curve = 2.5;

/** A figure kept to three significant digits (123,456 → 123,000; 85,432 → 85,400; 42 → 42), as one reads pay. */
export function roundPay(amount: number): number {
  if (amount < 1_000) return Math.round(amount);
  const unit = 10 ** (Math.floor(Math.log10(amount)) - 2);
  return Math.round(amount / unit) * unit;
}

/** Where the slider ends: the period's usual top, or past a typed figure above it (a yen or rupee salary). */
export function sliderCeiling(period: PayPeriod, ...typed: number[]): number {
  const usual = payScales[period].max;
  const highest = Math.max(0, ...typed);
  return highest <= usual ? usual : roundPay(highest * 1.25);
}

export const figureAt = (position: number, ceiling: number) =>
  roundPay(ceiling * (Math.min(Math.max(position, 0), sliderPositions) / sliderPositions) ** curve);
export const positionOf = (figure: number, ceiling: number) =>
  Math.round(sliderPositions * Math.min(Math.max(figure, 0) / ceiling, 1) ** (1 / curve));

/** A figure per one period said per another: 96,000 a year is 8,000 a month, 46 an hour. */
export const convertPay = (figure: number, from: PayPeriod, to: PayPeriod) => roundPay((figure * periodsPerYear[from]) / periodsPerYear[to]);

/** A figure in a currency: whole units, or cents where it has them ("$200,000", "€12.50", "¥6,000,000"). */
export function formatPay(amount: number, currency: string): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: cents, minimumFractionDigits: cents }).format(amount);
}

/**
 * What a typed figure says: digits, grouped or not ("85,000", "85 000", "85.000"), and cents after a last "." or ","
 * of one or two digits ("12.50", "12,5"); null for anything else ("-5", "1e5", "12.505").
 */
export function readFigure(typed: string): number | null {
  const text = typed.trim().replace(/[\s'’_]/g, '');
  const match = /^(\d{1,3}(?:[.,]\d{3})+|\d{1,12})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]!.replace(/[.,]/g, ''));
  return match[2] ? whole + Number(`0.${match[2]}`) : whole;
}
