import { currencyCode, currencySymbols } from './currencies';

type Span = { start: number; end: number };

export type SalaryToken = Span &
  /** `generic`: a bare "$", whose country a code beside it may name ("CAD $30", "$2,200 AUD"). */
  (
    | { kind: 'currency'; code: string; generic: boolean }
    /** `value` is null when the digits are not a number as anyone writes one ("1,2,3"). */
    | { kind: 'number'; raw: string; value: number | null; multiplier: Multiplier | null }
    | { kind: 'word'; word: string }
    | { kind: 'mark'; mark: string }
  );

type Multiplier = 'thousand' | 'lakh' | 'lakh-per-annum' | 'million' | 'billion';

const symbolPattern = Object.keys(currencySymbols)
  .sort((a, b) => b.length - a.length)
  .map((symbol) => symbol.replace(/\$/g, '\\$'))
  .join('|');
// A digit group may be separated by a plain space (or a comma and a space, as "$101, 125" is typed) only
// before exactly three digits ("50 000 €").
const numberPattern = String.raw`\d+(?:(?:[.,'\u00a0\u202f]|,?\s(?=\d{3}(?!\d)))\d+)*`;
const multiplierPattern = String.raw`(?:\s?(k|mm|m|million|thousand|lakhs?|lacs?|lpa|l|b|bn|billion|trillion|tn)(?![a-z]))?`;
const tokenPattern = new RegExp(String.raw`(\s+)|(${symbolPattern})|(${numberPattern})${multiplierPattern}|([a-zÀ-ÿ]+)|([-–—~])|(.)`, 'gisu');

function multiplier(suffix: string | undefined): Multiplier | null {
  if (!suffix) return null;
  const word = suffix.toLowerCase();
  if (word === 'k' || word === 'thousand') return 'thousand';
  if (word === 'm' || word === 'mm' || word === 'million') return 'million';
  if (['b', 'bn', 'billion', 'trillion', 'tn'].includes(word)) return 'billion';
  return word === 'lpa' ? 'lakh-per-annum' : 'lakh';
}

/** Pay text as tokens: currencies, numbers with their k/lakh suffix, words (lowercase), dashes and other marks. */
export function tokenizeSalary(text: string): SalaryToken[] {
  const tokens: SalaryToken[] = [];
  for (const match of text.matchAll(tokenPattern)) {
    const [whole, space, symbol, digits, suffix, word, dash] = match;
    const span = { start: match.index, end: match.index + whole.length };
    if (space) continue;
    if (symbol) tokens.push({ ...span, kind: 'currency', code: currencyCode(symbol)!, generic: symbol === '$' });
    else if (digits) tokens.push({ ...span, kind: 'number', raw: digits, value: readAmount(digits), multiplier: multiplier(suffix) });
    else if (word) {
      const code = currencyCode(word);
      tokens.push(code ? { ...span, kind: 'currency', code, generic: false } : { ...span, kind: 'word', word: word.toLowerCase() });
    } else tokens.push({ ...span, kind: 'mark', mark: dash ? '-' : whole });
  }
  return tokens;
}

/**
 * Digits as written in pay text: "140000", "140,000", "140,000.50", Indian "12,00,000", German "50.000" and
 * "1.234,56", Swiss "120'000", spaced "50 000", decimals "55.5"/"55,5". Anything else → null.
 */
export function readAmount(raw: string): number | null {
  const text = raw.replace(/[\u00a0\u202f]/g, ' ').replace(/,\s/g, ',');
  if (/^\d+$/.test(text)) return Number(text);
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/.test(text)) return Number(text.replace(/,/g, ''));
  if (/^\d{1,2}(?:,\d{2})+,\d{3}$/.test(text)) return Number(text.replace(/,/g, ''));
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/.test(text)) return Number(text.replace(/\./g, '').replace(',', '.'));
  if (/^\d{1,3}(?:['\s]\d{3})+(?:[.,]\d{1,2})?$/.test(text)) return Number(text.replace(/['\s]/g, '').replace(',', '.'));
  if (/^\d+[.,]\d{1,2}$/.test(text)) return Number(text.replace(',', '.'));
  return null;
}
