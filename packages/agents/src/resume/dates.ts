import type { DateRange } from '@seeker/contract';
import { withoutAccents } from '../text/without-accents';

// Month names and their short forms in English, Spanish, German, French and Portuguese, by month, as resumes
// write them (misspellings included); CLDR's names in every language read are added below.
const monthNames = [
  ['january', 'jan', 'enero', 'ene', 'januar', 'jän', 'janvier', 'janv', 'janeiro'],
  ['february', 'feb', 'febuary', 'feburary', 'febrero', 'februar', 'février', 'fevrier', 'févr', 'fevereiro', 'fev'],
  ['march', 'mar', 'marzo', 'märz', 'maerz', 'mrz', 'mars', 'março', 'marco'],
  ['april', 'apr', 'abril', 'abr', 'avril', 'avr'],
  ['may', 'mayo', 'mai', 'maio'],
  ['june', 'jun', 'junio', 'juni', 'juin', 'junho'],
  ['july', 'jul', 'julio', 'juli', 'juillet', 'juil', 'julho'],
  ['august', 'aug', 'agosto', 'ago', 'août', 'aout'],
  ['september', 'sep', 'sept', 'septiembre', 'set', 'septembre', 'setembro'],
  ['october', 'oct', 'octubre', 'oktober', 'okt', 'octobre', 'outubro', 'out'],
  ['november', 'nov', 'noviembre', 'novembre', 'novembro'],
  ['december', 'dec', 'diciembre', 'dic', 'dezember', 'dez', 'décembre', 'decembre', 'déc', 'dezembro'],
];
/** The languages resumes are read in (and the Nordic languages and Turkish some are written in): their month names come from CLDR through Intl (long and short, on their own and in a date). */
const monthLocales = ['en', 'es', 'de', 'fr', 'pt', 'it', 'nl', 'pl', 'da', 'sv', 'nb', 'tr'];
function cldrMonthNames(): [string, number][] {
  const names: [string, number][] = [];
  for (const locale of monthLocales)
    for (const style of ['long', 'short'] as const) {
      // One formatter each way a month is named: on its own, and in a date ("15 stycznia 2020", where some languages decline it).
      const alone = new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' });
      const inDate = new Intl.DateTimeFormat(locale, { month: style, day: 'numeric', timeZone: 'UTC' });
      for (let month = 0; month < 12; month++) {
        const date = new Date(Date.UTC(2020, month, 15));
        for (const name of [alone.format(date), inDate.formatToParts(date).find((part) => part.type === 'month')!.value]) {
          const bare = name.toLowerCase().replace(/\.$/, '');
          if (/^\p{L}{3,}$/u.test(bare)) names.push([bare, month], [withoutAccents(bare), month]);
        }
      }
    }
  return names;
}
const monthOfName = new Map([...cldrMonthNames(), ...monthNames.flatMap((names, index) => names.map((name) => [name, index] as const))]);
const monthName = `(?:${[...monthOfName.keys()].sort((left, right) => right.length - left.length).join('|')})\\.?`;
const year = '(?:19|20)\\d{2}';
// "Jan 2020", "January, 2020", "enero de 2020", "mar/2019", "Jan-2019", "01/2020", "1/2020", "06.2016", "03-2019",
// "2020-01", "2016.06", "2015/03", "2020".
// "Fall 2014", "Sommer 2013": a season names its year.
const season =
  '(?:spring|summer|fall|autumn|winter|frühling|fruhling|sommer|herbst|printemps|été|ete|automne|hiver|primavera|verano|verão|verao|otoño|otono|outono|invierno|inverno|estate|autunno|zomer|lente|najaar|herfst|lato|jesień|jesien|zima|wiosna)';
// Also "Mar '19" (a year in two digits after an apostrophe), "24 August 2006", "1st July 2005", "Jan 15, 2019", a month
// glued to its year ("July2005") and a whole ISO date ("2019-01-15"): the month is kept, the day is not.
const ordinal = '(?:st|nd|rd|th|er|ère|º|ª)?';
const point = `(?:${season}\\s+(?:de\\s+)?${year}|${monthName}\\s*['’‘]\\d{2}(?![\\p{N}])|\\d{1,2}${ordinal}\\.?\\s+(?:de\\s+)?${monthName},?\\s+(?:de\\s+)?${year}|${monthName}\\s+\\d{1,2}${ordinal},?\\s+${year}|${monthName},?\\s*(?:de\\s+)?${year}|${monthName}[/-]${year}|(?:\\d{1,2}[/.])?\\d{1,2}[/.]${year}|(?:\\d{1,2}-)?(?:0?[1-9]|1[0-2])-${year}(?!\\d|-\\d{2}(?![\\d-]))|${year}-\\d{2}-\\d{2}(?!\\d)|${year}[-.]\\d{2}(?!\\d)|${year}\\/\\d{2}(?!\\d)|${year})`;
const openEnd =
  "(?:jusqu['’]à aujourd['’]hui|jusqu['’]à maintenant|hasta la actualidad|jusqu['’]à présent|do chwili obecnej|aujourd['’]hui|hasta la fecha|até o momento|ate o momento|fino ad oggi|actuellement|em andamento|tills vidare|devam ediyor|actualmente|al presente|continúa|continua|gegenwärtig|gegenwartig|attualmente|actualidad|atualmente|dotychczas|do dzi[sś]|atualidade|o presente|a la fecha|até a data|to present|till date|currently|o momento|aktualnie|dags dato|nuvarande|nåværende|à ce jour|a ce jour|à présent|a présent|hasta hoy|bis heute|bis jetzt|tot heden|maintenant|momenteel|until now|up to now|presente|en cours|en poste|in corso|pågående|en curso|em curso|até hoje|ate hoje|bis dato|do teraz|till now|to date|present|current|ongoing|ad oggi|attuale|obecnie|günümüz|gunumuz|laufend|présent|aktuell|derzeit|tuttora|actual|huidig|a oggi|actuel|tot nu|d\\.d\\.|to now|today|heute|jetzt|atual|heden|nadal|teraz|i dag|halen|şu an|su an|hâlen|date|oggi|idag|hoje|dato|now|hoy|nu)";
// "from 2019 to 2021", "dal 2010 al 2013", "von 2015 bis 2018", "desde 2019 hasta 2021", "de 2019 à 2021": the word before is the range's too.
// A timeline's arrow ("09/2023 -> 04/2024", "2019 → Oggi") or a tilde ("2019 ~ 2021") joins a range as a dash does.
const rangePattern = new RegExp(
  `(?:(?<![\\p{L}])(?:from|dal|dall['’]|von|vom|desde|du|de|od|van)\\s+)?(?<!\\p{N}|\\p{N}[/.])(${point})\\s*(?:->|=>|→|⟶|➔|➜|»|~|-|–|—|to|until|till|through|a|al|ad|hasta|bis|à|au|até|tot en met|t\\/m|tot|do|til|till|\\/(?=\\s*(?:19|20)\\d{2}(?![\\/.\\d])))\\s*((?:${point}|${openEnd})(?![\\p{L}\\p{N}])|∞)`,
  'iu',
);
// "August - May 2024", "3 - 4/2014": the start's year is the end's, or the year before when its month comes later.
const partialRangePattern = new RegExp(
  `(?<![\\p{L}\\p{N}/.])(${monthName}|\\d{1,2})\\s*(?:-|–|—|to|until|a|al|hasta|bis|à|au|até|tot|do)\\s*(${monthName},?\\s+(?:de\\s+)?${year}|\\d{1,2}[/.]${year})(?![\\p{L}\\p{N}])`,
  'iu',
);
// "03/19 – 05/21", "09/20 - Present": months with their years in two digits, as a range only (alone, "3/19" may be a day).
const shortMonthsPattern = new RegExp(
  `(?<![\\p{N}/.])(0?[1-9]|1[0-2])\\/(\\d{2})\\s*[-–—]\\s*(?:(0?[1-9]|1[0-2])\\/(\\d{2})(?![\\p{N}/])|(${openEnd})(?![\\p{L}]))`,
  'iu',
);
// "2014-15", "2013–14": a range whose end year is written in its last two digits.
const shortYearsPattern = /(?<![\p{L}\p{N}/.-])((?:19|20)(\d{2}))\s*[-–]\s*(\d{2})(?![\p{L}\p{N}/.-])/u;
// "seit 06/2015", "ab 2020", "since 2019", "desde 2020", "depuis 2018", "à partir de 2019", "dal 2017", "sinds 2016", "vanaf 2018",
// "od 2019": begun, not ended; the
// article and "year" a language may put between ("desde el 2006", "desde el año 2006", "depuis l'année 2018") too.
const sincePattern = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:seit|since|desde|depuis|dal|dall['’]|sinds|vanaf|od|ab|[aà]\\s+partir\\s+d[eu]?)\\s+(?:(?:el|la|o|a|le)\\s+|l['’]\\s*)?(?:(?:año|ano|année|annee|anno|jaar|roku)\\s+)?(${point})(?![\\p{L}\\p{N}])`,
  'iu',
);
// "2016–", "Februari 2021 -" at the end of a header or before its next piece: begun, with no end written yet.
const openPattern = new RegExp(`(?<![\\p{L}\\p{N}/.])(${point})\\s*[-–—]\\s*(?=$|[|·•,;)])`, 'iu');
// "(Entrada: 14/01/2016 - Saída: 07/06/2018)", "Von: 01.2019 Bis: 02.2020": a range whose ends are labelled, in the
// eight languages; each end is read as a date on its own.
const labelledRangePattern =
  /(?<![\p{L}])(?:entrada|in[ií]cio|desde|from|start(?:ed)?|von|ab|d[ée]but|dal|van|od|beginn)\s*:\s*([^:()]{4,30}?)\s*[-–—,;]?\s*(?:sa[ií]da|t[ée]rmino|fim|hasta|to|until|end(?:ed)?|bis|fin|al|tot|do|ende)\s*:\s*([^:()]{3,30}?)(?=\s*[).;]|\s*$)/iu;
const commaRangePattern = new RegExp(`(?<![\\p{L}\\p{N}/.])(${point})\\s*,\\s*(${point})(?![\\p{L}\\p{N}])`, 'iu');
// A lone date, not a standard's year ("ISO 9001:2015").
const singlePattern = new RegExp(`(?<![\\p{L}\\p{N}:])(${point})(?![\\p{L}\\p{N}])`, 'iu');
const yearPattern = /\b(?:19|20)\d{2}\b/g;

/** Whether the text is only a word for "now" ("Present", "heute", "Aktualnie"). */
export function isOpenEnd(text: string): boolean {
  return new RegExp(`^${openEnd}$`, 'iu').test(text.trim());
}

/** A point in time as YYYY or YYYY-MM, or null when it is not one. */
export function normalizeDatePoint(text: string): string | null {
  const value = text.trim().toLowerCase().replace(/,/g, '');
  const yearOnly = /^((?:19|20)\d{2})$/.exec(value);
  if (yearOnly) return yearOnly[1]!;
  // "mar '19": the century is the one that puts the year no later than next year.
  const apostrophe = /^(\p{L}+)\.?\s*['’‘](\d{2})$/u.exec(value);
  if (apostrophe) return normalizeDatePoint(`${apostrophe[1]} ${fullYear(apostrophe[2]!)}`);
  // "24 august 2006", "1st july 2005", "jan 15 2019" (its comma gone): the day is left off.
  const withDay =
    /^\d{1,2}(?:st|nd|rd|th|er|ère|º|ª)?\.?\s+(?:de\s+)?(\p{L}+)\.?\s+(?:de\s+)?((?:19|20)\d{2})$/u.exec(value) ??
    /^(\p{L}+)\.?\s+\d{1,2}(?:st|nd|rd|th)?\s+((?:19|20)\d{2})$/u.exec(value);
  if (withDay) return normalizeDatePoint(`${withDay[1]} ${withDay[2]}`);
  const isoDay = /^((?:19|20)\d{2})-(\d{2})-\d{2}$/.exec(value);
  if (isoDay) return monthOf(Number(isoDay[2]), isoDay[1]!);
  const named = /^(\p{L}+)\.?(?:\s*(?:de\s+)?|[/-])((?:19|20)\d{2})$/u.exec(value);
  if (named && new RegExp(`^${season}$`, 'iu').test(named[1]!)) return named[2]!;
  if (named) {
    const index = monthOfName.get(named[1]!) ?? monthOfName.get(withoutAccents(named[1]!));
    return index === undefined ? null : `${named[2]}-${String(index + 1).padStart(2, '0')}`;
  }
  // "06/2016", "03-2019" (as Dutch and Belgian resumes write it), and "04/11/2024": a day first, as most of the world
  // writes it, unless the middle number cannot be a month ("06/15/2016").
  const slashed = /^(?:(\d{1,2})[/.-])?(\d{1,2})[/.-]((?:19|20)\d{2})$/.exec(value);
  if (slashed) return Number(slashed[2]) > 12 && slashed[1] ? monthOf(Number(slashed[1]), slashed[3]!) : monthOf(Number(slashed[2]), slashed[3]!);
  // "2011/12" after a year is the school year 2011–12, not December: the year alone.
  const schoolYear = /^((?:19|20)(\d{2}))\/(\d{2})$/.exec(value);
  if (schoolYear)
    return Number(schoolYear[3]) === (Number(schoolYear[2]) + 1) % 100
      ? schoolYear[1]!
      : (monthOf(Number(schoolYear[3]), schoolYear[1]!) ?? schoolYear[1]!);
  const iso = /^((?:19|20)\d{2})[-.](\d{2})$/.exec(value);
  if (iso) return monthOf(Number(iso[2]), iso[1]!);
  return null;
}

/** A year written in two digits, in the century that puts it no later than next year. */
function fullYear(twoDigits: string) {
  const pivot = (new Date().getUTCFullYear() + 1) % 100;
  return `${Number(twoDigits) <= pivot ? '20' : '19'}${twoDigits}`;
}

function monthOf(month: number, yearText: string) {
  return month >= 1 && month <= 12 ? `${yearText}-${String(month).padStart(2, '0')}` : null;
}

/** The first date range in a line ("Jan 2020 – Present", "2016-2019"), or a lone date as a range of one point. */
export function findDateRange(line: string): { range: DateRange; index: number; length: number } | null {
  const match = rangePattern.exec(line);
  if (match) {
    // "07.2019-∞DIEBOLD NIXDORF": infinity for "ongoing", set right against the employer.
    const current = match[2] === '∞' || new RegExp(`^${openEnd}$`, 'iu').test(match[2]!);
    return {
      range: { text: match[0], start: normalizeDatePoint(match[1]!), end: current ? null : normalizeDatePoint(match[2]!), current },
      index: match.index,
      length: match[0].length,
    };
  }
  const months = shortMonthsPattern.exec(line);
  const [from, until] = months
    ? [monthOf(Number(months[1]), fullYear(months[2]!)), months[5] ? null : monthOf(Number(months[3]), fullYear(months[4]!))]
    : [];
  if (months && from && (months[5] || (until && until >= from)))
    return {
      range: { text: months[0], start: from, end: until ?? null, current: months[5] !== undefined },
      index: months.index,
      length: months[0].length,
    };
  const short = shortYearsPattern.exec(line);
  // "2014-15": two years, the second in two digits, where those cannot be a month (13 and over) and come later.
  if (short && Number(short[3]) > 12 && Number(short[3]) > Number(short[2])) {
    const end = `${short[1]!.slice(0, 2)}${short[3]}`;
    return { range: { text: short[0], start: short[1]!, end, current: false }, index: short.index, length: short[0].length };
  }
  const partial = partialRangePattern.exec(line);
  // A number opens a range only where a date would stand: "3 - 4/2014", "(3 - 4/2014)", not "team of 5 - 10/2020".
  if (partial && (!/^\d/.test(partial[1]!) || /(?:^|[|,;:([–—•·])\s*$/u.test(line.slice(0, partial.index)))) {
    const range = partialRange(partial[1]!, partial[2]!);
    if (range) return { range: { text: partial[0], ...range, current: false }, index: partial.index, length: partial[0].length };
  }
  const opened = sincePattern.exec(line);
  // "AB" in capitals is Alberta or a Swedish company's legal form ("Calgary, AB 2019", "Spotify AB 2018"), never "ab".
  const since = (opened && !opened[0].startsWith('AB') ? opened : null) ?? openPattern.exec(line);
  if (since)
    return { range: { text: since[0], start: normalizeDatePoint(since[1]!), end: null, current: true }, index: since.index, length: since[0].length };
  const single = singlePattern.exec(line);
  if (!single) return null;
  const point = normalizeDatePoint(single[1]!);
  return { range: { text: single[0], start: point, end: point, current: false }, index: single.index, length: single[0].length };
}

/** "August" to "May 2024" is 2023-08 to 2024-05; "3" to "4/2014" is 2014-03 to 2014-04; two numbers of another kind are no range. */
function partialRange(startText: string, endText: string): { start: string; end: string } | null {
  const end = normalizeDatePoint(endText);
  if (!end || end.length !== 7) return null;
  const bare = startText.toLowerCase().replace(/\.$/, '');
  const month = /^\d+$/.test(bare) ? Number(bare) - 1 : (monthOfName.get(bare) ?? monthOfName.get(withoutAccents(bare)));
  // A named start goes with a named end, a number with a number: "2 - 12/2014" is two numbers, "Mai - 12/2014" is not a range.
  if (month === undefined || month < 0 || month > 11 || /^\d+$/.test(bare) !== /^\d/.test(endText.trim())) return null;
  const endYear = Number(end.slice(0, 4));
  const startYear = month + 1 > Number(end.slice(5, 7)) ? endYear - 1 : endYear;
  return { start: `${startYear}-${String(month + 1).padStart(2, '0')}`, end };
}

const dayInDate = new RegExp(
  `^(?:\\d{1,2}${ordinal}\\.?\\s+\\p{L}|\\p{L}+\\.?\\s+\\d{1,2}${ordinal},?\\s+(?:19|20)\\d{2}$|\\d{1,2}[/.-]\\d{1,2}[/.-](?:19|20)\\d{2}$|(?:19|20)\\d{2}-\\d{2}-\\d{2}$)`,
  'u',
);

/**
 * The dates of a role's header line: a range anywhere, or a lone date where a header puts one (a short
 * line, or the line's start or end). A year inside a sentence ("records under the Privacy Act of 1974")
 * is no role's date.
 */
export function findHeaderDates(line: string): ReturnType<typeof findDateRange> {
  const found = findDateRange(line);
  if (!found || found.range.start !== found.range.end) return found;
  // "03/2006, 07/2008" on a role's line: two months, the later one after a comma, are its range.
  const listed = commaRangePattern.exec(line);
  const [start, end] = listed ? [normalizeDatePoint(listed[1]!), normalizeDatePoint(listed[2]!)] : [null, null];
  if (listed && start && end && start.length === 7 && end.length === 7 && end > start)
    return { range: { text: listed[0], start, end, current: false }, index: listed.index, length: listed[0].length };
  const labelled = labelledRangePattern.exec(line);
  const [from, to] = labelled ? [findDateRange(labelled[1]!), findDateRange(labelled[2]!)] : [null, null];
  const open = labelled !== null && isOpenEnd(labelled[2]!.trim());
  const until = to?.range.end ?? to?.range.start;
  if (labelled && from?.range.start && (open || (until && until >= from.range.start))) {
    const range = { text: labelled[0], start: from.range.start, end: open ? null : until!, current: open };
    return { range, index: labelled.index, length: labelled[0].length };
  }
  // A lone date with its day ("MARCH 21, 2020" in a page's header, "04.06.1969" a birth date) dates the document or the
  // person, never a role, which a month or a year dates.
  if (dayInDate.test(found.range.text)) return null;
  const before = line.slice(0, found.index).trim();
  const after = line.slice(found.index + found.length).trim();
  const words = line.split(/\s+/).length;
  return words <= 8 || before === '' || after === '' || /[|•·–—-]\s*$/.test(before) ? found : null;
}

/** Whole months from start to end (or `now` when current); 0 when the range cannot be read. */
export function monthsIn(range: DateRange | null, now: Date): number {
  if (!range?.start) return 0;
  const start = toMonthIndex(range.start, 'start');
  const end = range.current || !range.end ? now.getUTCFullYear() * 12 + now.getUTCMonth() : toMonthIndex(range.end, 'end');
  return Math.max(0, end - start + 1);
}

function toMonthIndex(point: string, side: 'start' | 'end') {
  const [yearText, monthText] = point.split('-');
  const month = monthText ? Number(monthText) - 1 : side === 'start' ? 0 : 11;
  return Number(yearText) * 12 + month;
}

/** Every four-digit year a text mentions. */
export function yearsIn(text: string): string[] {
  return text.match(yearPattern) ?? [];
}
