import type { CompanyResearch, ResearchSource, ResearchSourceKind } from '@seeker/contract';
import { formatDateOf } from '@/lib/format-dates';

/** The source a field of the record was read from (see the record's `citations`). */
export function sourceOf(record: CompanyResearch, field: string): ResearchSource | undefined {
  const kind = record.citations[field];
  return kind ? record.sources.find((source) => source.id === kind) : undefined;
}

/** "Wikidata Q95, 22 Nov 2026": a source as its citation names it. */
export function describeSource(source: ResearchSource): string {
  return `${source.label}, ${formatDateOf(source.retrievedAt)}`;
}

/**
 * A small numbered citation ("[2]"), as in a footnote: the number is the source's place in the card's
 * Sources list; it links to the page the fact was read from, and says which and when on hover and to
 * screen readers ("Source 2: Wikidata Q95, 22 Nov 2026").
 */
export function SourceCitation({ record, source }: { record: CompanyResearch; source: ResearchSource | undefined }) {
  if (!source) return null;
  const number = record.sources.indexOf(source) + 1;
  const content = (
    <>
      <span className="sr-only">Source </span>
      <span aria-hidden="true">[</span>
      {number}
      <span aria-hidden="true">]</span>
      <span className="sr-only">: {describeSource(source)}</span>
    </>
  );
  const className = 'ml-0.5 align-super text-[0.7rem] leading-none font-medium text-muted-foreground';
  if (!source.url) {
    return (
      <span className={className} title={describeSource(source)}>
        {content}
      </span>
    );
  }
  return (
    <a
      href={source.url}
      target="_blank"
      rel="noopener noreferrer"
      title={describeSource(source)}
      className={`${className} rounded-sm text-primary underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none`}
    >
      {content}
    </a>
  );
}

export function Cite({ record, field }: { record: CompanyResearch; field: string }) {
  return <SourceCitation record={record} source={sourceOf(record, field)} />;
}

/** The citations of a claim: one per source it rests on. */
export function ClaimSources({ record, sources }: { record: CompanyResearch; sources: ResearchSourceKind[] }) {
  return (
    <>
      {sources.map((kind) => (
        <SourceCitation key={kind} record={record} source={record.sources.find((source) => source.id === kind)} />
      ))}
    </>
  );
}

/** Why a section is empty: the gap its source left ("No ratings source configured"), else the general words. */
export function unavailableText(record: CompanyResearch, source: ResearchSourceKind): string {
  return record.gaps.find((gap) => gap.source === source)?.message ?? 'Not available from configured sources';
}
