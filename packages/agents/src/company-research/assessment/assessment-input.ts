import type { CompanyResearch, Preferences } from '@seeker/contract';
import { periodsPerYear, yearlyPay } from '@seeker/contract';
import { textKey } from '../text-key';

/** What the user wants that the assessment weighs the company against. */
export type AssessmentPreferences = Pick<Preferences, 'titles' | 'locations' | 'salaryRange'>;

/** The facts both assessments (rules and LLM) reason from, computed once from a record. */
export type AssessmentFacts = {
  name: string;
  openRoles: number;
  remoteShare: number;
  /** Open roles whose title names one of the user's titles. */
  matchingRoles: number;
  wantsRemote: boolean;
  /** Yearly median pay of the best-supported estimate, and whether it reaches the user's minimum. */
  pay: { title: string; median: number; currency: string; meetsMinimum: boolean | null } | null;
  newestPostingDays: number | null;
};

export function assessmentFacts(record: CompanyResearch, preferences: AssessmentPreferences, now: Date): AssessmentFacts {
  const wanted = preferences.titles.map(textKey).filter(Boolean);
  const matchingRoles = record.hiring.roles
    .filter((role) => wanted.some((title) => textKey(role.title).includes(title)))
    .reduce((sum, role) => sum + role.count, 0);
  const estimate = [...record.salaryEstimates].sort((a, b) => b.dataPoints - a.dataPoints)[0];
  const yearly = estimate ? estimate.baseRange.median * periodsPerYear[estimate.period] : null;
  const pay = yearlyPay(preferences.salaryRange);
  const newest = record.hiring.lastPostedAt ? Date.parse(record.hiring.lastPostedAt) : NaN;
  return {
    name: record.companyOverview.name,
    openRoles: record.hiring.openRoles,
    remoteShare: record.hiring.remoteShare,
    matchingRoles,
    wantsRemote: preferences.locations.some((location) => /remote/i.test(location)),
    pay:
      estimate && yearly !== null
        ? {
            title: estimate.title,
            median: Math.round(yearly),
            currency: estimate.currency,
            // Only in the user's own currency: no exchange rates here, and a wrong "meets" is a false fact.
            meetsMinimum: pay.min > 0 && pay.currency === estimate.currency ? yearly >= pay.min : null,
          }
        : null,
    newestPostingDays: Number.isNaN(newest) ? null : Math.max(0, Math.floor((now.getTime() - newest) / 86_400_000)),
  };
}
