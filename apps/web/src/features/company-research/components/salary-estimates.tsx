import type { CompanyResearch } from '@seeker/contract';
import { formatMoney, formatPay } from '../lib/format-research';
import { Cite } from './citation';

// Grid and List show the best-supported few; Detailed shows every one.
const shortList = 3;

/** Pay per role as the postings state it; total compensation only when a source states it. */
export function SalaryEstimates({ record, all }: { record: CompanyResearch; all: boolean }) {
  if (record.salaryEstimates.length === 0) return <p className="text-sm text-muted-foreground">No posting of this company states a salary.</p>;
  const shown = all ? record.salaryEstimates : record.salaryEstimates.slice(0, shortList);
  const more = record.salaryEstimates.length - shown.length;
  return (
    <>
      <ul className="space-y-2 text-sm">
        {shown.map((estimate) => (
          <li key={`${estimate.title}-${estimate.currency}-${estimate.period}`} className="rounded-md bg-muted/60 px-3 py-2">
            <p className="font-medium">
              {estimate.title}
              <Cite record={record} field="salaryEstimates" />
            </p>
            <p>
              Base {formatPay(estimate.baseRange.min, estimate.baseRange.max, estimate.currency, estimate.period)}, median{' '}
              {formatMoney(estimate.baseRange.median, estimate.currency)}
            </p>
            <p className="text-muted-foreground">
              Total compensation:{' '}
              {estimate.totalCompensation
                ? formatPay(estimate.totalCompensation.min, estimate.totalCompensation.max, estimate.currency, estimate.period)
                : 'Not available from configured sources'}
            </p>
            <p className="text-muted-foreground">
              Confidence {estimate.confidenceLevel} · {estimate.dataPoints} {estimate.dataPoints === 1 ? 'data point' : 'data points'}
            </p>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="text-xs text-muted-foreground">
          and {more} more {more === 1 ? 'role' : 'roles'} in Details
        </p>
      )}
    </>
  );
}
