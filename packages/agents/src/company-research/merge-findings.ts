import type { ResearchGap, ResearchSourceKind } from '@seeker/contract';
import type { CompanyFacts, OverviewFacts, SourceFinding } from './company-facts';

// Which source speaks for a field when several do: the curated encyclopedia first, then the ratings
// provider, then what the company says of itself; descriptions prefer prose written for readers.
const fieldOrder: ResearchSourceKind[] = ['wikidata', 'ratings', 'website', 'wikipedia'];
const descriptionOrder: ResearchSourceKind[] = ['wikipedia', 'website', 'ratings'];
const logoOrder: ResearchSourceKind[] = ['ratings', 'website', 'wikidata'];

/** One set of facts from every source's finding, each field cited to the source it came from. */
export function mergeFindings(steps: (SourceFinding | ResearchGap)[]): CompanyFacts {
  const findings = steps.filter((step): step is SourceFinding => typeof step.source === 'object');
  const gaps = steps.filter((step): step is ResearchGap => typeof step.source === 'string');
  const by = new Map(findings.map((finding) => [finding.source.id, finding]));
  const citations: Record<string, ResearchSourceKind> = {};
  const overview: OverviewFacts = {};
  const keys = new Set(findings.flatMap((finding) => Object.keys(finding.overview ?? {}))) as Set<keyof OverviewFacts>;
  for (const key of keys) {
    const order = key === 'description' ? descriptionOrder : key === 'logoUrl' ? logoOrder : fieldOrder;
    const winner = order.map((kind) => by.get(kind)).find((finding) => finding?.overview?.[key] !== undefined);
    if (!winner) continue;
    (overview as Record<string, unknown>)[key] = winner.overview![key];
    citations[`companyOverview.${key}`] = winner.source.id;
  }
  const section = <K extends 'ratings' | 'reviewsSummary' | 'interviewIntelligence' | 'competitors' | 'officeLocations' | 'awards'>(
    key: K,
    order: ResearchSourceKind[],
  ) => {
    const candidates = order.map((kind) => by.get(kind)).filter((finding) => finding?.[key] !== undefined);
    // A source that found items beats one that covers the section but found none.
    const winner = candidates.find((finding) => !Array.isArray(finding![key]) || (finding![key] as unknown[]).length > 0) ?? candidates[0];
    if (!winner) return null;
    citations[key] = winner.source.id;
    return winner[key] as NonNullable<SourceFinding[K]>;
  };
  return {
    overview,
    ratings: section('ratings', ['ratings']),
    reviewsSummary: section('reviewsSummary', ['ratings']),
    interviewIntelligence: section('interviewIntelligence', ['ratings']),
    competitors: section('competitors', ['ratings']),
    officeLocations: section('officeLocations', ['ratings']),
    awards: section('awards', ['wikidata', 'ratings']),
    sources: findings.map((finding) => finding.source),
    citations,
    gaps,
  };
}
