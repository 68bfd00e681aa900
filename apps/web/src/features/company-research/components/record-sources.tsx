import type { CompanyResearch } from '@seeker/contract';
import { SourceCitation } from './citation';

/** Every source of the record and every source that gave nothing, with why. */
export function RecordSources({ record }: { record: CompanyResearch }) {
  return (
    <div className="text-xs text-muted-foreground">
      <p>
        Sources:
        {record.sources.map((source) => (
          <SourceCitation key={source.id} source={source} />
        ))}
      </p>
      {record.gaps.length > 0 && (
        <ul className="mt-1 space-y-0.5">
          {record.gaps.map((gap) => (
            <li key={`${gap.source}-${gap.message}`}>{gap.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
