import type { CompanyResearch, ResearchClaim, ResearchSourceKind, StrategicAssessment } from '@seeker/contract';
import { yearlyPay } from '@seeker/contract';
import { assessmentFacts, type AssessmentPreferences } from './assessment-input';
import { memoByText } from '../../text/memo-by-text';

/**
 * The strategic assessment without an LLM: hiring momentum, pay against the user's range, open roles
 * against the user's titles, remote share, and ratings when a provider gave them. Every sentence is a
 * fact of the record put in words, cited to its source.
 */
export function assessByRules(record: CompanyResearch, preferences: AssessmentPreferences, now: Date): StrategicAssessment {
  const facts = assessmentFacts(record, preferences, now);
  const cite = (...fields: string[]) => [
    ...new Set(fields.map((field) => record.citations[field]).filter((kind): kind is ResearchSourceKind => kind !== undefined)),
  ];
  const claim = (text: string, ...fields: string[]): ResearchClaim => ({ text, sources: nonEmpty(cite(...fields)) });
  const strengths: ResearchClaim[] = [];
  const concerns: ResearchClaim[] = [];
  const roles = `${facts.openRoles} open ${facts.openRoles === 1 ? 'role' : 'roles'}`;

  if (facts.newestPostingDays !== null && facts.newestPostingDays <= 14)
    strengths.push(claim(`Hiring now: ${roles}, the newest posted ${ago(facts.newestPostingDays)}.`, 'hiring'));
  else if (facts.openRoles >= 5) strengths.push(claim(`Hiring broadly: ${roles} in this search.`, 'hiring'));
  if (facts.matchingRoles > 0)
    strengths.push(claim(`${facts.matchingRoles} of the open roles ${facts.matchingRoles === 1 ? 'matches' : 'match'} your job titles.`, 'hiring'));
  else if (preferences.titles.length > 0) concerns.push(claim('None of the open roles names one of your job titles.', 'hiring'));
  if (facts.pay?.meetsMinimum === true)
    strengths.push(
      claim(
        `Stated pay for ${facts.pay.title} (median ${money(facts.pay.median, facts.pay.currency)} a year) meets your minimum.`,
        'salaryEstimates',
      ),
    );
  if (facts.pay?.meetsMinimum === false)
    concerns.push(
      claim(
        `Stated pay for ${facts.pay.title} (median ${money(facts.pay.median, facts.pay.currency)} a year) is below your minimum of ${money(yearlyPay(preferences.salaryRange).min, facts.pay.currency)} a year.`,
        'salaryEstimates',
      ),
    );
  if (facts.openRoles > 0 && facts.wantsRemote) {
    if (facts.remoteShare >= 0.5) strengths.push(claim(`${percent(facts.remoteShare)} of its open roles are remote.`, 'hiring'));
    else if (facts.remoteShare === 0) concerns.push(claim('None of its open roles is remote, and you are looking for remote work.', 'hiring'));
  }
  const overall = record.ratings?.overall ?? null;
  if (overall !== null && overall >= 4) strengths.push(claim(`Employees rate it ${overall.toFixed(1)} of 5.`, 'ratings'));
  if (overall !== null && overall < 3) concerns.push(claim(`Employees rate it ${overall.toFixed(1)} of 5.`, 'ratings'));

  return {
    summary: claim(
      summaryText(record, facts.openRoles, facts.remoteShare),
      'hiring',
      'companyOverview.industry',
      'companyOverview.headquarters',
      'companyOverview.founded',
    ),
    strengths,
    concerns,
    recommendation: recommendation(facts, preferences, claim),
    author: 'rules',
  };
}

function summaryText(record: CompanyResearch, openRoles: number, remoteShare: number): string {
  const { name, industry, headquarters, founded } = record.companyOverview;
  const about = [industry ? `in ${industry.toLowerCase()}` : '', headquarters ? `based in ${headquarters}` : '', founded ? `founded ${founded}` : '']
    .filter(Boolean)
    .join(', ');
  const remote = remoteShare > 0 ? `, ${percent(remoteShare)} of them remote` : '';
  return `${name}${about ? `, ${about},` : ''} has ${openRoles} open ${openRoles === 1 ? 'role' : 'roles'} in this search${remote}.`;
}

function recommendation(
  facts: ReturnType<typeof assessmentFacts>,
  preferences: AssessmentPreferences,
  claim: (text: string, ...fields: string[]) => ResearchClaim,
): ResearchClaim {
  if (preferences.titles.length === 0) return claim('Add job titles to your preferences to see how these roles match what you want.', 'hiring');
  if (facts.matchingRoles === 0) return claim('Read the postings closely before applying: none names one of your titles.', 'hiring');
  if (facts.pay?.meetsMinimum === false)
    return claim(
      'Apply if the role itself draws you, and raise pay early: what the postings state is below your minimum.',
      'hiring',
      'salaryEstimates',
    );
  const pay = facts.pay?.meetsMinimum === true ? ' and the stated pay meets your minimum' : '';
  return claim(
    `Worth applying: roles here match your titles${pay}. Tailor your resume to the closest one.`,
    'hiring',
    ...(pay ? ['salaryEstimates'] : []),
  );
}

function nonEmpty(kinds: ResearchSourceKind[]): ResearchSourceKind[] {
  return kinds.length > 0 ? kinds : ['postings'];
}

function ago(days: number): string {
  if (days === 0) return 'today';
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/**
 * A formatter per currency code, built once (building one costs far more than formatting with it); null for
 * a code Intl does not know. Codes come from postings: a few dozen real ones, and the memo stays small
 * (256) whatever a source sends.
 */
const currencyFormat = memoByText((currency): Intl.NumberFormat | null => {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
  } catch {
    return null;
  }
}, 256);

export function money(amount: number, currency: string): string {
  const format = currencyFormat(currency);
  return format ? format.format(amount) : `${amount.toLocaleString('en-US')} ${currency}`;
}
