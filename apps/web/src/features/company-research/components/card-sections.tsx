import type { CompanyResearch, ResearchClaim } from '@seeker/contract';
import { formatShare } from '../lib/format-research';
import { ratingTone, toneClassName } from '../lib/rating-tone';
import { Cite, ClaimSources, unavailableText } from './citation';
import { ItemList, ResearchSection } from './research-section';

const breakdownLabels = {
  workLifeBalance: 'Work-life balance',
  cultureAndValues: 'Culture and values',
  compensationAndBenefits: 'Compensation and benefits',
  careerOpportunities: 'Career opportunities',
  seniorManagement: 'Senior management',
  businessOutlook: 'Business outlook',
} as const;

/** The card's collapsible sections (spec part 2 section 2), open in the Detailed view. */
export function CardSections({ record, open }: { record: CompanyResearch; open: boolean }) {
  const noRatings = unavailableText(record, 'ratings');
  const breakdown = record.ratings?.detailedBreakdown;
  const reviews = record.reviewsSummary;
  const interviews = record.interviewIntelligence;
  return (
    <div className="grid gap-2">
      <ResearchSection title="Detailed Ratings" open={open} unavailable={breakdown ? null : noRatings}>
        <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
          {breakdown &&
            (Object.keys(breakdownLabels) as (keyof typeof breakdownLabels)[]).map((key) => (
              <div key={key} className="contents">
                <dt>{breakdownLabels[key]}</dt>
                <dd className={breakdown[key] === null ? 'text-muted-foreground' : toneClassName[ratingTone(breakdown[key])]}>
                  {breakdown[key] === null ? '—' : breakdown[key].toFixed(1)}
                </dd>
              </div>
            ))}
        </dl>
        <Cite record={record} field="ratings" />
      </ResearchSection>
      <ResearchSection title="Reviews Summary" open={open} unavailable={reviews ? null : noRatings}>
        {reviews && (
          <div className="grid gap-2">
            <h4 className="font-medium">Pros</h4>
            <ItemList items={reviews.pros} />
            <h4 className="font-medium">Cons</h4>
            <ItemList items={reviews.cons} />
            {reviews.recentInsight?.snippet && (
              <blockquote className="border-l-2 border-border pl-3 text-muted-foreground">
                “{reviews.recentInsight.snippet}” —{' '}
                {[reviews.recentInsight.title, reviews.recentInsight.location, reviews.recentInsight.duration].filter(Boolean).join(', ')}
              </blockquote>
            )}
            <Cite record={record} field="reviewsSummary" />
          </div>
        )}
      </ResearchSection>
      <ResearchSection title="Interview Intelligence" open={open} unavailable={interviews ? null : noRatings}>
        {interviews && (
          <div className="grid gap-2">
            <p>
              Difficulty: {interviews.difficultyLevel ?? '—'} · Timeline: {interviews.timeline ?? '—'} · Success rate:{' '}
              {interviews.successRate === null ? '—' : formatShare(interviews.successRate)} · Rounds:{' '}
              {interviews.rounds ?? 'Not available from configured sources'}
              <Cite record={record} field="interviewIntelligence" />
            </p>
            <h4 className="font-medium">Process</h4>
            <ItemList items={interviews.process} />
            <h4 className="font-medium">Common questions</h4>
            <ItemList items={interviews.commonQuestions} />
            <h4 className="font-medium">Tips</h4>
            <ItemList items={interviews.tips} />
          </div>
        )}
      </ResearchSection>
      <ResearchSection title="Office Locations" open={open}>
        <ItemList
          items={record.officeLocations}
          empty={
            record.citations.officeLocations === 'postings' && record.hiring.remoteShare === 1
              ? 'None: every posting in this search is remote'
              : 'None found'
          }
        />
        <Cite record={record} field="officeLocations" />
      </ResearchSection>
      <ResearchSection title="Competitors" open={open} unavailable={record.competitors ? null : noRatings}>
        <ItemList items={(record.competitors ?? []).map((competitor) => competitor.name)} />
        <Cite record={record} field="competitors" />
      </ResearchSection>
      <ResearchSection title="Awards & Recognition" open={open} unavailable={record.awards ? null : unavailableText(record, 'wikidata')}>
        <ItemList items={(record.awards ?? []).map((award) => (award.year ? `${award.title} (${award.year})` : award.title))} />
        <Cite record={record} field="awards" />
      </ResearchSection>
      <ResearchSection title="Strategic Assessment" open={open} unavailable={record.strategicAssessment ? null : 'Not written yet'}>
        {record.strategicAssessment && (
          <div className="grid gap-2">
            <h4 className="font-medium">Strengths</h4>
            <Claims record={record} claims={record.strategicAssessment.strengths} />
            <h4 className="font-medium">Concerns</h4>
            <Claims record={record} claims={record.strategicAssessment.concerns} />
            <h4 className="font-medium">Recommendation</h4>
            {record.strategicAssessment.recommendation ? (
              <p>
                {record.strategicAssessment.recommendation.text}
                <ClaimSources record={record} sources={record.strategicAssessment.recommendation.sources} />
              </p>
            ) : (
              <p className="text-muted-foreground">None</p>
            )}
          </div>
        )}
      </ResearchSection>
    </div>
  );
}

function Claims({ record, claims }: { record: CompanyResearch; claims: ResearchClaim[] }) {
  if (claims.length === 0) return <p className="text-muted-foreground">None found</p>;
  return (
    <ul className="list-disc space-y-1 pl-5">
      {claims.map((claim) => (
        <li key={claim.text}>
          {claim.text}
          <ClaimSources record={record} sources={claim.sources} />
        </li>
      ))}
    </ul>
  );
}
