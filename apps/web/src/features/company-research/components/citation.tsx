import type { CompanyResearch, ResearchSource, ResearchSourceKind } from '@seeker/contract';
import { formatDay } from '../lib/format-research';

/** The source a field of the record was read from (see the record's `citations`). */
export function sourceOf(record: CompanyResearch, field: string): ResearchSource | undefined {
  const kind = record.citations[field];
  return kind ? record.sources.find((source) => source.id === kind) : undefined;
}

/** A small citation: where a fact came from and when, linked to the page it was read from. */
export function SourceCitation({ source }: { source: ResearchSource | undefined }) {
  if (!source) return null;
  // Brackets only for the eye; the name read out is "Source: Wikidata Q95, 22 Nov 2026", the visible words in order.
  const content = (
    <>
      <span className="sr-only">Source: </span>
      <span aria-hidden="true">[</span>
      {source.label}, {formatDay(source.retrievedAt)}
      <span aria-hidden="true">]</span>
    </>
  );
  const className = 'ml-1 align-super text-[0.65rem] leading-none text-muted-foreground';
  if (!source.url) return <span className={className}>{content}</span>;
  return (
    <a href={source.url} target="_blank" rel="noopener noreferrer" className={`${className} underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none`}>
      {content}
    </a>
  );
}

export function Cite({ record, field }: { record: CompanyResearch; field: string }) {
  return <SourceCitation source={sourceOf(record, field)} />;
}

/** The citations of a claim: one per source it rests on. */
export function ClaimSources({ record, sources }: { record: CompanyResearch; sources: ResearchSourceKind[] }) {
  return (
    <>
      {sources.map((kind) => (
        <SourceCitation key={kind} source={record.sources.find((source) => source.id === kind)} />
      ))}
    </>
  );
}

/** Why a section is empty: the gap its source left ("No ratings source configured"), else the general words. */
export function unavailableText(record: CompanyResearch, source: ResearchSourceKind): string {
  return record.gaps.find((gap) => gap.source === source)?.message ?? 'Not available from configured sources';
}
