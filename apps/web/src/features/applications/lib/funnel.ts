import type { FunnelStage, FunnelStep } from '@seeker/contract';

export const funnelStageLabels: Record<FunnelStage, string> = {
  saved: 'Saved',
  applied: 'Applied',
  interviewing: 'Interviewing',
  offered: 'Offered',
};

/** One stage as the funnel chart and its table show it; null texts are "nothing to say" (first stage, or none reached it). */
export type FunnelRow = {
  stage: FunnelStage;
  label: string;
  count: number;
  conversion: string | null;
  medianDays: string | null;
  /** Under the stage's bar: its name, then a line each for its conversion and median time when known. */
  axisLabel: string;
};

/** 0..1 as a whole percentage ("42%"); null stays null. */
export function formatConversion(conversion: number | null): string | null {
  if (conversion === null || !Number.isFinite(conversion)) return null;
  return `${Math.round(Math.min(Math.max(conversion, 0), 1) * 100)}%`;
}

/** Median days, to a tenth below ten days and whole above ("under a day", "1 day", "2.5 days", "12 days"); null stays null. */
export function formatMedianDays(days: number | null): string | null {
  if (days === null || !Number.isFinite(days) || days < 0) return null;
  const rounded = days < 10 ? Math.round(days * 10) / 10 : Math.round(days);
  if (rounded === 0) return 'under a day';
  return `${rounded} ${rounded === 1 ? 'day' : 'days'}`;
}

/** The lines under a bar's name: "42%" and "6 days". */
function shortFacts(step: FunnelStep): string[] {
  return [formatConversion(step.conversion), formatMedianDays(step.medianDays)].filter((line): line is string => line !== null);
}

/** The funnel's rows in pipeline order; null when nothing is saved (no funnel to draw). */
export function funnelRows(funnel: FunnelStep[]): FunnelRow[] | null {
  const saved = funnel.find((step) => step.stage === 'saved');
  if (!saved || saved.count <= 0) return null;
  const order = (stage: FunnelStage) => Object.keys(funnelStageLabels).indexOf(stage);
  return [...funnel]
    .sort((a, b) => order(a.stage) - order(b.stage))
    .map((step) => ({
      stage: step.stage,
      label: funnelStageLabels[step.stage],
      count: step.count,
      conversion: formatConversion(step.conversion),
      medianDays: formatMedianDays(step.medianDays),
      axisLabel: [funnelStageLabels[step.stage], ...shortFacts(step)].join('\n'),
    }));
}

/** The figure's caption: what the funnel counts, in words. */
export function funnelCaption(rows: FunnelRow[]): string {
  const count = (stage: FunnelStage) => rows.find((row) => row.stage === stage)?.count ?? 0;
  const saved = count('saved');
  return (
    `Of your ${saved} saved ${saved === 1 ? 'job' : 'jobs'} (all of them, whatever the filters), ` +
    `${count('applied')} reached Applied, ${count('interviewing')} Interviewing and ${count('offered')} Offered. ` +
    'Conversion and median time are from the stage before.'
  );
}

/**
 * The funnel in one line, for its folded summary: "12 saved · 5 ever applied · 2 ever interviewing · 1 ever offered".
 * It counts the stages jobs reached, where the dashboard's tiles count where jobs are now: a job offered after its
 * interviews is in each of these counts, and in the dashboard's Offers alone.
 */
export function funnelSummary(rows: FunnelRow[]): string {
  return rows.map((row) => `${row.count} ${row.stage === 'saved' ? '' : 'ever '}${row.label.toLowerCase()}`).join(' · ');
}
