import type { SalaryPeriod } from '../raw-posting';

/**
 * Where pay text states a period. `adjacentOnly`: wordings that mean a period only right after an amount,
 * abbreviations ("PA" is also Pennsylvania) and "a day"/"an hour" ("a day in the life").
 */
export type PeriodMention = { period: SalaryPeriod; start: number; end: number; adjacentOnly: boolean };

const units: Record<SalaryPeriod, { after: string; slash: string; words: string; abbreviations: string }> = {
  hour: {
    after: 'hour|hr',
    slash: 'hour|hr|h|stunde|std|heure|hora',
    words: 'hourly|stündlich|stundenlohn|pro stunde|par heure|por hora|all.ora',
    abbreviations: 'ph',
  },
  day: {
    after: 'day',
    slash: 'day|d|tag|jour|día|dia',
    words: 'daily|day rate|tagessatz|pro tag|par jour|por día|por dia|al giorno',
    abbreviations: 'pd',
  },
  week: {
    after: 'week|wk',
    slash: 'week|wk|w|woche|semaine|semana',
    words: 'weekly|pro woche|par semaine|por semana|a settimana',
    abbreviations: 'pw',
  },
  month: {
    after: 'month|mo|mth',
    slash: 'month|mo|mth|m|monat|mois|mes|mês|maand|mnd|mies|mån',
    words:
      'monthly|monatlich|pro monat|im monat|par mois|mensuel(?:le)?s?|por mes|por mês|mensual(?:es)?|mensais|mensal|mensile|al mese|al mes|per maand|maandelijks|miesięcznie|na miesiąc|per månad|i månaden',
    abbreviations: 'pcm',
  },
  year: {
    after: 'year|yr|annum',
    slash: 'year|yr|y|annum|a|jahr|año|ano',
    words:
      'yearly|annually|annual|per annum|jährlich|pro jahr|im jahr|par an|annuel(?:le)?s?|por año|por ano|anual(?:es)?|anuais|annuo|annui|all.anno',
    abbreviations: 'pa|p\\.a\\.?',
  },
};

const patterns = (Object.keys(units) as SalaryPeriod[]).flatMap((period) => {
  const unit = units[period];
  return [
    {
      period,
      adjacentOnly: false,
      pattern: new RegExp(
        String.raw`\/\s*(?:${unit.slash})(?![\p{L}\d])|\bper\s+(?:${unit.after})\b|(?<![\p{L}])(?:${unit.words})(?![\p{L}])`,
        'giu',
      ),
    },
    {
      period,
      adjacentOnly: true,
      pattern: new RegExp(String.raw`\b(?:a|an|each)\s+(?:${unit.after})\b|\b(?:${unit.abbreviations})(?![\p{L}])`, 'giu'),
    },
  ];
});

const payFrequency = /(?:\bbi|\bsemi|\bpaid)[\s-]*$/i;

/** Every period mention in pay text, in order. "5 years of experience" is none: a period needs "per", "a", "/" or an adverb. */
export function findPeriods(text: string): PeriodMention[] {
  const found: PeriodMention[] = [];
  for (const { period, adjacentOnly, pattern } of patterns) {
    for (const match of text.matchAll(pattern)) {
      // How often pay is paid ("paid bi-weekly", "semi-monthly") is not what the figure is per.
      if (payFrequency.test(text.slice(Math.max(0, match.index - 8), match.index))) continue;
      found.push({ period, adjacentOnly, start: match.index, end: match.index + match[0].length });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The period written right after an amount ("$60/hr", "£55,000 per annum", "€50.000 (p.a.)"), if any. */
export function periodAfter(text: string, mentions: PeriodMention[], end: number): SalaryPeriod | null {
  // A full stop or semicolon ends the amount's clause: "$100k-$120k. Weekly 1:1s" says nothing of a week.
  const next = mentions.find((mention) => mention.start >= end && /^[\s(),:]{0,3}$/.test(text.slice(end, mention.start)));
  return next?.period ?? null;
}

// A period stated away from the amount counts only in its sentence and this near: "monthly meal allowance"
// two sentences on says nothing about a salary.
const statedWithin = 80;

/** The period the text states near the amount, in its sentence: the nearest mention ("Hourly wage: $18 - 20 plus …"). */
export function statedPeriod(text: string, mentions: PeriodMention[], start: number, end: number): SalaryPeriod | null {
  let nearest: { period: SalaryPeriod; distance: number } | null = null;
  for (const mention of mentions) {
    if (mention.adjacentOnly) continue;
    const after = mention.start >= end;
    const [from, to] = after ? [end, mention.start] : [mention.end, start];
    const distance = Math.max(0, to - from);
    if (distance > statedWithin || /[.;!?](?:\s|$)/.test(text.slice(from, to))) continue;
    // After the amount, a period belongs to whatever comes between: "37.5 hours per week", "2 days per week
    // in office", "plus $200 monthly phone stipend" say nothing of the salary before them.
    if (after && /\d|\+|\b(?:plus|and|with|or)\b/i.test(text.slice(from, to))) continue;
    if (!nearest || distance < nearest.distance) nearest = { period: mention.period, distance };
  }
  return nearest?.period ?? null;
}

// Pay text often leaves the period out, and then the size of the figure says it: nobody is paid 10,000
// dollars, euros or pounds an hour, and no salary is 150 a year, so `year` is inferred when every amount is
// at least the first figure and `hour` when none is above the second; in between (a UK contractor's £450
// day rate, a monthly wage) the period stays unknown.
// Only currencies with large units get the rule: yen and rupee pay is written yearly in the millions but
// monthly in the hundreds of thousands, and SEK, HKD, SGD, ZAR… pay is often quoted monthly above 10,000.
const periodFloors: Record<string, { year: number; hour?: number }> = {
  USD: { year: 10_000, hour: 150 },
  EUR: { year: 10_000, hour: 150 },
  GBP: { year: 10_000, hour: 150 },
  CHF: { year: 10_000, hour: 150 },
  CAD: { year: 10_000, hour: 150 },
  AUD: { year: 10_000, hour: 150 },
  NZD: { year: 10_000, hour: 150 },
  INR: { year: 1_000_000 },
  JPY: { year: 1_000_000 },
  // Monthly pay in these runs into the tens of thousands (hundreds for the krona, peso and yuan); a year's is well above.
  SGD: { year: 40_000 },
  BRL: { year: 100_000 },
  PLN: { year: 150_000 },
  HKD: { year: 400_000 },
  CNY: { year: 300_000 },
  ZAR: { year: 400_000 },
  MXN: { year: 500_000 },
  PHP: { year: 500_000 },
  SEK: { year: 600_000 },
  NOK: { year: 600_000 },
  DKK: { year: 600_000 },
};

/** Currencies whose unit is large enough that the size of a figure tells its period. */
export const largeUnitCurrencies = new Set(Object.entries(periodFloors).flatMap(([code, floors]) => (floors.hour === undefined ? [] : [code])));

export function inferPeriod(amounts: number[], currency: string | null): SalaryPeriod | null {
  const floors = currency ? periodFloors[currency] : undefined;
  if (!floors || !amounts.length) return null;
  if (Math.min(...amounts) >= floors.year) return 'year';
  if (floors.hour !== undefined && Math.max(...amounts) <= floors.hour) return 'hour';
  return null;
}
