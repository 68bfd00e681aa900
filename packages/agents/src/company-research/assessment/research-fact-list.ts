import type { CompanyResearch, ResearchSourceKind } from '@seeker/contract';
import { yearlyPay } from '@seeker/contract';
import { assessmentFacts, type AssessmentPreferences } from './assessment-input';
import { money } from './assess-by-rules';

export type NumberedFact = { id: string; text: string; source: ResearchSourceKind };

/** The record's facts as numbered lines (F1, F2…), each with its source: all the LLM may use. */
export function researchFactList(record: CompanyResearch, preferences: AssessmentPreferences, now: Date): NumberedFact[] {
  const facts: Omit<NumberedFact, 'id'>[] = [];
  const add = (field: string, text: string | null | undefined) => {
    const source = record.citations[field];
    if (text && source) facts.push({ text, source });
  };
  const { companyOverview: o, hiring, ratings } = record;
  add('companyOverview.industry', o.industry && `Industry: ${o.industry}`);
  add('companyOverview.size', o.size && `Size: ${o.size}`);
  add('companyOverview.headquarters', o.headquarters && `Headquarters: ${o.headquarters}`);
  add('companyOverview.founded', o.founded !== null ? `Founded: ${o.founded}` : null);
  add('companyOverview.description', o.description && `About: ${o.description.slice(0, 600)}`);
  add('companyOverview.stockSymbol', o.stockSymbol && `Listed as ${o.stockSymbol}`);
  add('hiring', `Open roles in this search: ${hiring.openRoles}; remote share ${Math.round(hiring.remoteShare * 100)}%`);
  add(
    'hiring',
    hiring.roles.length > 0
      ? `Top roles: ${hiring.roles
          .slice(0, 5)
          .map((role) => `${role.title} (${role.count})`)
          .join(', ')}`
      : null,
  );
  const derived = assessmentFacts(record, preferences, now);
  add(
    'hiring',
    preferences.titles.length > 0 ? `Open roles matching the user's titles (${preferences.titles.join(', ')}): ${derived.matchingRoles}` : null,
  );
  add('hiring', derived.newestPostingDays !== null ? `Newest posting: ${derived.newestPostingDays} days ago` : null);
  for (const estimate of record.salaryEstimates.slice(0, 3)) {
    add(
      'salaryEstimates',
      `Stated pay for ${estimate.title}: ${money(estimate.baseRange.min, estimate.currency)}–${money(estimate.baseRange.max, estimate.currency)} a ${estimate.period} (${estimate.dataPoints} postings)`,
    );
  }
  add(
    'salaryEstimates',
    derived.pay && derived.pay.meetsMinimum !== null
      ? `The user's minimum pay: ${money(yearlyPay(preferences.salaryRange).min, yearlyPay(preferences.salaryRange).currency)} a year`
      : null,
  );
  add('hiring', derived.wantsRemote ? 'The user is looking for remote work' : null);
  add(
    'ratings',
    ratings?.overall != null ? `Employee rating: ${ratings.overall} of 5 from ${ratings.reviewCount ?? 'an unknown number of'} reviews` : null,
  );
  add('ratings', ratings?.recommendToFriend != null ? `Would recommend to a friend: ${Math.round(ratings.recommendToFriend * 100)}%` : null);
  add('reviewsSummary', record.reviewsSummary?.pros.length ? `Reviewers' pros: ${record.reviewsSummary.pros.join(' | ')}` : null);
  add('reviewsSummary', record.reviewsSummary?.cons.length ? `Reviewers' cons: ${record.reviewsSummary.cons.join(' | ')}` : null);
  add(
    'interviewIntelligence',
    record.interviewIntelligence?.difficultyLevel ? `Interview difficulty: ${record.interviewIntelligence.difficultyLevel}` : null,
  );
  add(
    'awards',
    record.awards?.length
      ? `Awards: ${record.awards
          .slice(0, 5)
          .map((award) => (award.year ? `${award.title} (${award.year})` : award.title))
          .join(', ')}`
      : null,
  );
  return facts.map((fact, index) => ({ ...fact, id: `F${index + 1}` }));
}
