import { monthNamesIn } from '@/lib/format-dates';

/** The languages whose month names the check step's date fields read, besides numbers. */
export const monthLocales = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl'] as const;

/** Lower case, without accents and dots: "Févr." is "fevr", "März" is "marz", "Sept." is "sept". */
export const plainWord = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\./g, '').trim();

type MonthName = { name: string; month: number; long: boolean };
let names: MonthName[] | undefined;

/**
 * Every month's long and short name in each of `monthLocales`, as the browser's Intl writes them: alone
 * ("marzec") and in a date (Polish "marca"), since resumes use both.
 */
function monthNames(): MonthName[] {
  if (names) return names;
  const found = new Map<string, MonthName>();
  for (const locale of monthLocales)
    for (const width of ['long', 'short'] as const)
      monthNamesIn(locale, width).forEach((written, index) => {
        for (const name of written.map(plainWord).filter((word) => /^\p{L}+$/u.test(word)))
          found.set(`${name} ${index} ${width}`, { name, month: index + 1, long: width === 'long' });
      });
  names = [...found.values()];
  return names;
}

/**
 * The month (1 to 12) a word names in any of `monthLocales`: a name as Intl writes it ("mrt", "janv."),
 * or the start of a long one, three letters at least ("Sept", "Mär"). Undefined for a word that names no
 * month, or could be two.
 */
export function monthOfWord(word: string): number | undefined {
  const plain = plainWord(word);
  if (plain.length < 3) return undefined;
  const months = new Set(monthNames().flatMap(({ name, month, long }) => (name === plain || (long && name.startsWith(plain)) ? [month] : [])));
  return months.size === 1 ? [...months][0] : undefined;
}
