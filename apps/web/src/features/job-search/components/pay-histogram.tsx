import type { SavedJob } from '@seeker/contract';
import { useMemo } from 'react';
import { ChartFigure } from '@/components/charts/chart-figure';
import { usePreferences } from '@/features/preferences';
import {
  bandOutsideSentence,
  binLabel,
  choosePayGroup,
  formatPay,
  noChartSentence,
  payBins,
  payGroupSentence,
  salaryBand,
  type BandDecision,
} from '../lib/pay-histogram';

const chartHeight = 180;

type PayHistogramProps = { jobs: SavedJob[]; userId: string };

/**
 * Issue 26: the results' pay as a histogram, in the one currency and period most of them state it in,
 * with the user's salary range shaded where it compares; a sentence instead when too few state pay.
 */
export function PayHistogram({ jobs, userId }: PayHistogramProps) {
  const group = useMemo(() => choosePayGroup(jobs), [jobs]);
  const missing = noChartSentence(group);
  const preferences = usePreferences({ userId, queryConfig: { enabled: missing === null } });
  const bins = useMemo(() => (group && missing === null ? payBins(group.values) : []), [group, missing]);

  const saved = preferences.data;
  const decision: BandDecision | undefined = useMemo(
    () => (group && saved ? salaryBand(group, { saved: saved.saved, salaryRange: saved.preferences.salaryRange }) : undefined),
    [group, saved],
  );
  const band = decision?.band ?? null;
  const chart = useMemo(
    () =>
      group && {
        values: bins.map((bin) => bin.count),
        x: {
          kind: 'bins' as const,
          edges: [...bins.map((bin) => bin.from), ...bins.slice(-1).map((bin) => bin.to)],
          edgeLabels: [...bins.map((bin) => formatPay(bin.from, group.currency)), ...bins.slice(-1).map((bin) => formatPay(bin.to, group.currency))],
        },
        band: band && { from: band.from, to: band.to },
        yLabel: 'Jobs',
        height: chartHeight,
      },
    [group, bins, band],
  );

  if (missing !== null || !group || !chart) return <p className="text-sm text-muted-foreground">{missing}</p>;

  const bandText = band
    ? [band.note, bandOutsideSentence(band, bins)].filter(Boolean).join(' ')
    : preferences.isError
      ? 'Your salary range could not be loaded.'
      : (decision?.reason ?? null);
  return (
    <ChartFigure
      title={`Pay per ${group.period} in ${group.currency}`}
      caption={
        <>
          {payGroupSentence(group)} Each job counts at the middle of its range, or the one figure it states.
          {bandText ? <> {bandText}</> : null}
        </>
      }
      chart={chart}
    >
      <table className="sr-only">
        <caption>
          Results by pay per {group.period} in {group.currency}
        </caption>
        <thead>
          <tr>
            <th scope="col">Pay</th>
            <th scope="col">Jobs</th>
          </tr>
        </thead>
        <tbody>
          {bins.map((bin) => (
            <tr key={bin.from}>
              <th scope="row">{binLabel(bin, group.currency)}</th>
              <td>{bin.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ChartFigure>
  );
}
