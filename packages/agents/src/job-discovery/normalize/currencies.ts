/** Symbols as pay text writes them before (or after) an amount. A bare "$" is USD; other dollars carry a prefix. */
export const currencySymbols: Record<string, string> = {
  CA$: 'CAD',
  C$: 'CAD',
  A$: 'AUD',
  AU$: 'AUD',
  NZ$: 'NZD',
  HK$: 'HKD',
  S$: 'SGD',
  SG$: 'SGD',
  US$: 'USD',
  R$: 'BRL',
  MX$: 'MXN',
  NT$: 'TWD',
  'CN¥': 'CNY',
  'JP¥': 'JPY',
  $: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '₹': 'INR',
  '¥': 'JPY',
  '₩': 'KRW',
  '₪': 'ILS',
  '₱': 'PHP',
  '₺': 'TRY',
  '₦': 'NGN',
  zł: 'PLN',
};

/**
 * ISO codes read as a currency when written beside an amount, in any letter case. Codes that are also
 * common words or tech terms next to numbers ("PHP 8", "try", "all") are left out: their symbols still work.
 */
export const currencyCodes = new Set([
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'JPY',
  'CNY',
  'RMB',
  'INR',
  'SGD',
  'HKD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'BGN',
  'ZAR',
  'BRL',
  'MXN',
  'ARS',
  'CLP',
  'COP',
  'PEN',
  'ILS',
  'AED',
  'SAR',
  'QAR',
  'KRW',
  'TWD',
  'THB',
  'MYR',
  'IDR',
  'VND',
  'NGN',
  'KES',
  'EGP',
  'UAH',
  'ISK',
  'PKR',
]);

/** How formatSalary writes a currency: the symbol people read at a glance, else the code. */
export const displaySymbols: Record<string, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  INR: '₹',
  JPY: '¥',
  CAD: 'CA$',
  AUD: 'A$',
  NZD: 'NZ$',
  HKD: 'HK$',
  SGD: 'S$',
};

/** Currencies written out after an amount: "28 to 32 dollars per hour". */
// Not "pounds": "lift 50 pounds" is a weight.
const currencyWords: Record<string, string> = { dollar: 'USD', dollars: 'USD', euro: 'EUR', euros: 'EUR', rupees: 'INR' };

/** The code for a symbol or a code as written ("ca$" → CAD, "usd" → USD, "RMB" → CNY); unknown → null. */
export function currencyCode(written: string): string | null {
  const symbol = Object.keys(currencySymbols).find((key) => key.toLowerCase() === written.toLowerCase());
  if (symbol) return currencySymbols[symbol]!;
  const code = written.toUpperCase();
  if (code === 'RMB') return 'CNY';
  const named = currencyWords[written.toLowerCase()];
  if (named) return named;
  return currencyCodes.has(code) ? code : null;
}
