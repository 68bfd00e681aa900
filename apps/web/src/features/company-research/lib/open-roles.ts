import type { OpenRoles } from '@seeker/contract';
import { formatDateOf, formatDay } from '@/lib/format-dates';

/** One week as the chart and its table show it; `open` null: before Seeker's index began, not known (never 0). */
export type OpenRolesRow = {
  weekEnding: string;
  /** Under the bar: "22 Nov". */
  axisLabel: string;
  /** In the table: "22 Nov 2026". */
  label: string;
  open: number | null;
};

/** What the card shows: the chart, or a sentence when there is nothing to draw. */
export type OpenRolesView =
  | {
      kind: 'chart';
      title: string;
      /** The sentence on weeks before the index began; null when every week is known. */
      missing: string | null;
      rows: OpenRolesRow[];
      /** The span of the unknown weeks at the start, in the chart's category units; null when none. */
      unknownBand: { from: number; to: number } | null;
    }
  | { kind: 'sentence'; text: string };

export function openRolesRows(data: OpenRoles): OpenRolesRow[] {
  return data.weeks.map((week) => ({
    weekEnding: week.weekEnding,
    axisLabel: formatDay(week.weekEnding, { month: 'short', day: 'numeric' }),
    label: formatDay(week.weekEnding),
    open: week.open,
  }));
}

/** "Seeker's index began on 3 Nov 2026: earlier weeks are not known." */
function missingSentence(data: OpenRoles): string {
  return data.indexSince
    ? `Seeker's index began on ${formatDateOf(data.indexSince)}: earlier weeks are not known.`
    : "Weeks before Seeker's index began are not known.";
}

/**
 * The chart of the company's open roles week by week, or a sentence instead when no week has any (all 0
 * or not known): an empty chart says nothing. Weeks before the index began stay unknown, never 0.
 */
export function openRolesView(data: OpenRoles): OpenRolesView {
  const rows = openRolesRows(data);
  const known = rows.filter((row) => row.open !== null);
  const weeks = rows.length === 1 ? 'week' : `${rows.length} weeks`;
  const hasUnknown = known.length < rows.length;
  if (known.length === 0) return { kind: 'sentence', text: `Open roles at ${data.company} in Seeker's index are not known yet.` };
  if (known.every((row) => row.open === 0)) {
    const none = `No open roles at ${data.company} in Seeker's index in the last ${weeks}.`;
    return { kind: 'sentence', text: hasUnknown ? `${none} ${missingSentence(data)}` : none };
  }
  const leadingUnknown = rows.findIndex((row) => row.open !== null);
  return {
    kind: 'chart',
    title: `Open roles at ${data.company} in Seeker's index, week by week`,
    missing: hasUnknown ? missingSentence(data) : null,
    rows,
    unknownBand: leadingUnknown > 0 ? { from: -0.5, to: leadingUnknown - 0.5 } : null,
  };
}
