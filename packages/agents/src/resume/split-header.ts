import type { DateRange } from '@seeker/contract';
import { findDateRange } from './dates';

const roleWords =
  /\b(?:engineer|developer|programmer|architect|manager|director|lead|head|vp|vice president|president|chief|cto|ceo|cfo|coo|officer|analyst|scientist|designer|consultant|specialist|coordinator|assistant|associate|intern|internship|representative|rep|executive|nurse|rn|lpn|cna|technician|technologist|therapist|teacher|instructor|professor|accountant|administrator|advisor|adviser|agent|clerk|supervisor|owner|founder|co-founder|researcher|writer|editor|marketer|strategist|recruiter|partner|principal|sde|swe|sdr|bdr|practitioner|aide|caregiver|pharmacist|physician|counselor|cashier|fellow|tutor|operator|planner|buyer|producer|trainer|educator|paralegal|attorney|auditor|controller|bookkeeper|mechanic|electrician|chef|cook|barista)s?\b/i;
const organisationWords =
  /\b(?:inc|llc|ltd|gmbh|corp|corporation|company|co|group|labs?|health|healthcare|hospital|clinic|medical|center|centre|university|college|school|bank|software|systems|technologies|technology|solutions|partners|agency|studio|foundation|institute|commerce|capital|consulting|services)\b\.?/i;
const countries = 'USA|US|UK|United States|United Kingdom|Canada|Germany|France|India|Australia|Ireland|Netherlands|Spain|Italy|Sweden|Poland|Portugal|Singapore|Japan|Brazil|Mexico|New Zealand|Remote';
const locationPattern = new RegExp(`^(?:remote|hybrid|on-?site|[A-Z][A-Za-z.' -]{1,30},\\s*(?:[A-Z]{2}|${countries}))$`);
const strongSeparators = /\s+[|•·]\s+|\s+[–—-]\s+|\s+@\s+|\t|\s{2,}/;

export function looksLikeRole(text: string) {
  return roleWords.test(text);
}

export function isLocation(text: string) {
  return locationPattern.test(text);
}

type Part = { text: string; line: number };
export type Header = { role: string; company: string; location: string; dates: DateRange | null; parts: string[] };

/**
 * An entry's header lines ("Senior Engineer, Acme Corp — Jan 2020 – Present", or "Staff Nurse, Telemetry"
 * over "Riverside Hospital, Columbus, OH" over "2018 – 2021") read into role, company, place and dates.
 * Pieces that are none of these stay with the role, so that nothing written is lost.
 */
export function splitHeader(lines: readonly string[]): Header {
  let dates: DateRange | null = null;
  let location = '';
  const parts: Part[] = [];
  lines.forEach((original, lineIndex) => {
    let line = original;
    const found = findDateRange(line);
    if (found) {
      dates ??= found.range;
      line = `${line.slice(0, found.index)}  ${line.slice(found.index + found.length)}`;
    }
    // "Fieldwise (Austin, TX)": a place in brackets.
    line = line.replace(/\(([^()]*)\)/g, (whole, inner: string) => {
      if (!isLocation(inner.trim())) return inner.trim() === '' ? ' ' : whole;
      location ||= inner.trim();
      return ' ';
    });
    // "Engineer at Acme", but not "University of Texas at Austin".
    line = line.replace(/^(.+?)\s+at\s+/i, (whole, before: string) => (looksLikeRole(before) ? `${before}  ` : whole));
    for (const piece of line.split(strongSeparators)) {
      const value = clean(piece);
      if (value === '') continue;
      if (isLocation(value)) {
        location ||= value;
        continue;
      }
      const [first, ...more] = value.split(/,\s*/);
      const tail = more.join(', ');
      if (more.length > 0 && isLocation(tail)) {
        location ||= tail;
        parts.push({ text: clean(first!), line: lineIndex });
      } else if (more.length === 1 && clean(tail) !== '') {
        parts.push({ text: clean(first!), line: lineIndex }, { text: clean(tail), line: lineIndex });
      } else {
        parts.push({ text: value, line: lineIndex });
      }
    }
  });
  const kept = parts.filter((part) => part.text !== '');
  const role = kept.find((part) => looksLikeRole(part.text) && !organisationWords.test(part.text)) ?? kept.find((part) => looksLikeRole(part.text));
  const others = kept.filter((part) => part !== role);
  // The employer: on a line of its own rather than beside the role ("Nurse, Medical-Surgical" over
  // "Mount Carmel East"), and named like an organisation ("Brightline Health") rather than not.
  const apart = role ? others.filter((part) => part.line !== role.line) : [];
  const company =
    apart.find((part) => organisationWords.test(part.text)) ??
    apart[0] ??
    others.find((part) => organisationWords.test(part.text)) ??
    (role ? others[0] : kept[1]);
  const roleText = role ?? (company === kept[0] ? undefined : kept[0]);
  const rest = kept.filter((part) => part !== roleText && part !== company);
  return {
    role: [roleText?.text, ...rest.map((part) => part.text)].filter(Boolean).join(', '),
    company: company?.text ?? '',
    location,
    dates,
    parts: kept.map((part) => part.text),
  };
}

function clean(text: string) {
  let value = text.replace(/^[\s,;:|–—-]+|[\s,;:|–—-]+$/g, '').trim();
  if (value.endsWith(')') && !value.includes('(')) value = value.slice(0, -1).trim();
  if (value.startsWith('(') && !value.includes(')')) value = value.slice(1).trim();
  return value;
}
