import type { Salary, SalaryBasis } from '../raw-posting';
import { benefitSized, readSalaries, type SalaryOptions, type SalaryReading } from './parse-salary';

const maxSegments = 3_000;
const maxSegmentLength = 400;
/** A line this short that is only an amount ("$180K + Offers Equity", "- $30 / hour") is a pay line. */
const shortLineWords = 8;

// What an amount is, told by the nearest word naming it: base pay, on-target earnings, or other money.
const basePay =
  /\b(?:salary|salaries|salário|salários|salarios|pay(?!\s*(?:period|check))|compensation|earnings|wages?|base|remuneration|rémunération|income|gehalt|(?:stunden|monats|brutto)?lohn|vergütung|salaris|wynagrodzenie|lön|salaire|salario|sueldo|retribuzione|(?:hourly|daily|day|weekly|monthly|pay|base|the|this)\s+rate|rate\s+of\s+pay)\b/giu;
// "paid" names pay only where nothing else in the clause names the money ("overtime paid at $30/hr" is overtime).
const paidWord = /\bpaid\b/iu;
const onTarget = /\b(?:ote|on[\s-]target(?:\s+earnings)?|target\s+earnings)\b/giu;
// Earnings that are more than the pay itself: "total compensation", "expected first-year earnings". Plain
// "earnings" ("Hourly earnings: $18–20") names the pay.
const totalPay =
  /\b(?:total\s+(?:comp\w*|pay|cash|remuneration|rewards?|package|earnings)|(?:expected|potential|estimated|projected|average)\s+(?:(?:first|1st)[\s-]year\s+|annual\s+|yearly\s+)?earnings)\b/giu;
const otherMoney =
  /\b(?:bonus\w*|stipends?|budgets?|allowances?|reimburs\w*|relocation|retention|signing|sign-on|referral|raised|funding|financing|revenue|valuation|arr|acvs?|quotas?|deals?|commissions?|variable|installments?|priced|prices?|worth|hra|fsa|hsa|credit|advance|spend|spent|save|savings|growth|sales?|sold|sell\w*|clos(?:e|ed|ing)|managing|pay\s*period|paycheck|benefits?|perks?|insurance|wellness|gym|fitness|learning|education|conference|courses|books|donat\w*|charit\w*|matching|travel|commuter|internet|equipment|setup|meals?|lunch|snacks|discount|spending|tenure|guarantee|provided|purchase|contribut\w*|childcare|daycare|tuition|loans?|repayments?|coverage|vr|vale[\s-]\p{L}+|vouchers?|tickets?|fertility|adoption|housing|differential|premium|overtime|per\s+diem|per\s+(?:employee|business|person|head|seat|user|customer))\b/giu;
// The same patterns without the global flag, compiled once: a first match, or a yes/no.
const firstOf = {
  base: new RegExp(basePay.source, 'iu'),
  ote: new RegExp(onTarget.source, 'iu'),
  total: new RegExp(totalPay.source, 'iu'),
  other: new RegExp(otherMoney.source, 'iu'),
} as const;

// After an amount, only the words before one of these still name it: "$150k + bonus" is pay plus a bonus.
const clauseAfter = /[+,;.|•]|\b(?:and|plus|with|or)\b/i;
const baseRightAfter = /^(?:(?:\/\s*\p{L}+|per\s+\p{L}+)\s+)?(?:(?:usd|eur|gbp|cad|aud)\s+)?(?:base|basic|salary)\b/iu;
// Pay per two weeks or half a month has no period of ours to show it in: such an amount is left out.
const perPayCycle = /^\s*(?:\/\s*|per\s+|every\s+|a\s+)?(?:bi-?weekly|semi-?monthly|bi-?monthly|fortnight(?:ly)?|(?:two|2|other)\s+weeks?)\b/i;
// Before an amount, a label stops at the end of a sentence or clause; after an earlier amount, also where
// that amount's own words end ("$75,000 base and $50k commission", "$63,000 OTE ($45,000 Base").
const clauseBefore = /[,;.|•!?]/g;
const clauseBetween = /[,;.|•!?+(]|\b(?:and|plus|with|or)\b/gi;

type Kind = 'base' | SalaryBasis | 'other';

/** The label ending nearest the end of `text`; of two ending together the longer ("total compensation"). */
function lastLabel(text: string): Kind | null {
  let best: { kind: Kind; start: number; end: number } | null = null;
  for (const [kind, pattern] of [
    ['base', basePay],
    ['ote', onTarget],
    ['total', totalPay],
    ['other', otherMoney],
  ] as const) {
    for (const match of text.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (!best || end > best.end || (end === best.end && match.index < best.start)) best = { kind, start: match.index, end };
    }
  }
  return best?.kind ?? (paidWord.test(text) ? 'base' : null);
}

function firstLabel(text: string): Kind | null {
  let best: { kind: Kind; at: number } | null = null;
  for (const kind of ['other', 'ote', 'total', 'base'] as const) {
    const match = text.match(firstOf[kind]);
    if (match && (!best || match.index! < best.at)) best = { kind, at: match.index! };
  }
  return best?.kind ?? (paidWord.test(text) ? 'base' : null);
}

/**
 * What one amount is: the nearest label before it in its clause ("Variable Commission: $60k" is other money,
 * "Base pay range of $X" pay), else the first few words after it up to a "+", comma or "and" ("$1,000 annual
 * learning stipend", "$300K+ ACVs", "$45,000 Base"); null when nothing names it.
 */
function kindOf(text: string, reading: SalaryReading, from: number, to: number): Kind | null {
  // "$120k+" is 120k or more: the "+" belongs to the amount.
  const after = text.slice(reading.end, to).replace(/^\+/, '');
  const cut = after.search(clauseAfter);
  const words = (cut < 0 ? after : after.slice(0, cut)).split(/\s+/).filter(Boolean).slice(0, 6).join(' ');
  // "The budget for this role is $80k–$90k base": the word right after an amount names it first.
  if (baseRightAfter.test(words)) return 'base';
  const before = text.slice(from, reading.start);
  const clauses = [...before.matchAll(from > 0 ? clauseBetween : clauseBefore)];
  const clauseStart = Math.max(0, ...clauses.map((match) => match.index + match[0].length));
  return lastLabel(before.slice(clauseStart)) ?? firstLabel(words);
}

/**
 * The pay one line states: among its amounts, those named base pay, else on-target earnings, else the unnamed
 * ranges and amounts with a period (a short line's lone amount too, or any when the line names pay); other
 * money (bonus, stipend, budget, funding, quota, commission…) never. Several amounts of one currency and
 * period are one job's span ("$124,700 - $208,350 in NYC; $112,200 - $187,550 elsewhere" → $112.2k–208.35k).
 */
export function salaryFromLine(line: string, dollar?: string): Salary | null {
  // Named pay may be low ("Salary: $450 - $600 USD per month"); an unnamed amount of that size is a benefit.
  const { text, readings } = readSalaries(line, { benefitFloor: false, dollar });
  if (!readings.length) return null;
  const namesPay = firstOf.base.test(text) || firstOf.ote.test(text) || firstOf.total.test(text) || paidWord.test(text);
  const namesOther = firstOf.other.test(text);
  const kinds = readings.map((reading, index) =>
    kindOf(text, reading, index > 0 ? readings[index - 1]!.end : 0, readings[index + 1]?.start ?? text.length),
  );
  // A lone amount counts unnamed in a line naming pay and no other money, or on a short line that is only
  // about it (any other amount after it being other money), when its size says a year ("$180K + Offers Equity", "Up to £60k + £5k car
  // allowance"; "Induction: £200" is a fee).
  const short =
    kinds[0] !== 'other' &&
    kinds.slice(1).every((kind) => kind === 'other') &&
    text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length <= shortLineWords;
  const lone = (reading: SalaryReading) => (short && reading === readings[0] && reading.salary.period === 'year') || (namesPay && !namesOther);
  const unnamed = readings.filter(
    (reading, index) => kinds[index] === null && !benefitSized(reading.salary) && (reading.range || reading.periodAdjacent || lone(reading)),
  );
  const ofKind = (kind: Kind) => readings.filter((_, index) => kinds[index] === kind);
  // Base pay first; else on-target earnings, else total pay, each shown under its name (never as base).
  const basis = (['base', 'ote', 'total'] as const).find((kind) => ofKind(kind).length > 0);
  const named = basis ? ofKind(basis) : [];
  const chosen = [...named, ...unnamed].filter((reading) => !perPayCycle.test(text.slice(reading.end)));
  if (!chosen.length) return null;
  const lead = (named[0] ?? unnamed[0])!.salary;
  const same = chosen.map((reading) => reading.salary).filter((salary) => salary.currency === lead.currency && salary.period === lead.period);
  const mins = same.map((salary) => salary.min).filter((value): value is number => value !== null);
  const maxes = same.map((salary) => salary.max).filter((value): value is number => value !== null);
  const salary: Salary = {
    min: mins.length ? Math.min(...mins) : null,
    max: maxes.length ? Math.max(...maxes) : null,
    currency: lead.currency,
    period: lead.period,
  };
  return basis && basis !== 'base' ? { ...salary, basis } : salary;
}

/**
 * The pay a source's pay field states ("$140,000 - $170,000", "$220K – $300K OTE", "$250k OTE ($150k base)"):
 * its amount named base pay, else its first amount not named other money, else its first; on-target
 * earnings and total pay carry their `basis`. Options as `parseSalary`'s (the field's period, the place's dollar).
 */
export function salaryFromPayText(payText: string, options: SalaryOptions = {}): Salary | null {
  const { text, readings } = readSalaries(payText, options);
  if (!readings.length) return null;
  const kinds = readings.map((reading, index) =>
    kindOf(text, reading, index > 0 ? readings[index - 1]!.end : 0, readings[index + 1]?.start ?? text.length),
  );
  const base = kinds.indexOf('base');
  const index =
    base >= 0
      ? base
      : Math.max(
          0,
          kinds.findIndex((kind) => kind !== 'other'),
        );
  // An amount nothing beside it names takes what the field names ("$220K – $300K • OTE").
  const kind = kinds[index] ?? firstLabel(text);
  const { salary } = readings[index]!;
  return kind === 'ote' || kind === 'total' ? { ...salary, basis: kind } : salary;
}

/**
 * The salary a description states: the first line (or sentence of a long paragraph) whose amounts read as
 * pay (see salaryFromLine); a bare "$" is `dollar` (the place's dollar), else US dollars. "401(k)", "$10k signing bonus", "$15M raised" and "$200 per pay period" are not.
 */
export function salaryFromDescription(text: string, dollar?: string): Salary | null {
  const segments = text
    .split('\n')
    .flatMap((line) => (line.length > maxSegmentLength ? line.split(/(?<=[.!?;])\s+/) : [line]))
    .slice(0, maxSegments);
  for (const segment of segments) {
    if (!segment.trim() || segment.length > maxSegmentLength || !/\d/.test(segment)) continue;
    const salary = salaryFromLine(segment, dollar);
    if (salary?.currency) return salary;
  }
  return null;
}
