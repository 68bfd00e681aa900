import type { CompanyResearch } from '@seeker/contract';
import { describeSource } from './citation';

/** The card's numbered sources (what the [n] citations point to), and every source that gave nothing, with why. */
export function RecordSources({ record }: { record: CompanyResearch }) {
  return (
    <section aria-label={`Sources for ${record.companyOverview.name}`} className="border-t border-border pt-2 text-xs text-muted-foreground">
      <h3 className="font-medium text-foreground">Sources</h3>
      <ol className="mt-1 space-y-0.5">
        {record.sources.map((source, index) => (
          <li key={source.id}>
            [{index + 1}]{' '}
            {source.url ? (
              <a
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-primary underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {describeSource(source)}
              </a>
            ) : (
              describeSource(source)
            )}
          </li>
        ))}
      </ol>
      {record.gaps.length > 0 && (
        <ul className="mt-1 space-y-0.5">
          {record.gaps.map((gap) => (
            <li key={`${gap.source}-${gap.message}`}>{gap.message}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
