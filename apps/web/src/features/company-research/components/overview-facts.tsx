import type { CompanyResearch } from '@seeker/contract';
import type { ReactNode } from 'react';
import { Cite } from './citation';

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** The company's facts as a definition list, each with its citation; a fact no source gave is left out. */
export function OverviewFacts({ record }: { record: CompanyResearch }) {
  const o = record.companyOverview;
  const rows: [string, string, ReactNode][] = [];
  const add = (label: string, field: keyof typeof o, value: ReactNode) => {
    if (o[field] !== null && o[field] !== undefined) rows.push([label, `companyOverview.${field}`, value]);
  };
  add('Stock', 'stockSymbol', o.stockSymbol);
  add('Industry', 'industry', o.industry);
  add('Size', 'size', o.size);
  add('Headquarters', 'headquarters', o.headquarters);
  add('Founded', 'founded', o.founded);
  add('CEO', 'ceo', o.ceo);
  add(
    'Website',
    'website',
    o.website && (
      <a
        href={o.website}
        target="_blank"
        rel="noopener noreferrer"
        className="text-primary underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {hostOf(o.website)}
      </a>
    ),
  );
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map(([label, field, value]) => (
        <div key={field} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">
            {value}
            <Cite record={record} field={field} />
          </dd>
        </div>
      ))}
      {record.awards !== null && (
        <div className="contents">
          <dt className="text-muted-foreground">Awards</dt>
          <dd>
            {record.awards.length} {record.awards.length === 1 ? 'award' : 'awards'}
            <Cite record={record} field="awards" />
          </dd>
        </div>
      )}
    </dl>
  );
}
