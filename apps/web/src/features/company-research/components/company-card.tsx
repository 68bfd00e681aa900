import type { CompanyResearch } from '@seeker/contract';
import { ExternalLink, FileText, Maximize2, MessageSquareText, Star, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CardSections } from './card-sections';
import { Cite } from './citation';
import { CompanyLogo } from './company-logo';
import { HiringFacts } from './hiring-facts';
import { OpenRolesChart } from './open-roles-chart';
import { OverviewFacts } from './overview-facts';
import { RatingsSummary } from './ratings-summary';
import { RecordSources } from './record-sources';
import { SalaryEstimates } from './salary-estimates';
import { StrategySummary } from './strategy-summary';

type CompanyCardProps = {
  record: CompanyResearch;
  /** The research session the record belongs to. */
  sessionId: string;
  favorite: boolean;
  onToggleFavorite: () => void;
  onDelete: () => void;
  /** Grid and List: a way into the Detailed view; Detailed: none. */
  onOpenDetails?: () => void;
  detailed: boolean;
};

/** One company's research (spec part 2 section 2), every fact with its citation. */
export function CompanyCard({ record, sessionId, favorite, onToggleFavorite, onDelete, onOpenDetails, detailed }: CompanyCardProps) {
  const { companyOverview: o } = record;
  const reviewsLink = record.reviewsSummary?.link ?? null;
  return (
    <article
      aria-labelledby={`company-${o.id}`}
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm"
    >
      <header className="flex items-start gap-3">
        <CompanyLogo name={o.name} url={o.logoUrl} />
        <div className="min-w-0 flex-1">
          <h2 id={`company-${o.id}`} className="text-lg leading-tight font-semibold break-words">
            {o.name}
          </h2>
        </div>
        <Button variant="ghost" size="icon" aria-pressed={favorite} aria-label={`Favourite ${o.name}`} onClick={onToggleFavorite}>
          <Star aria-hidden="true" className={cn(favorite && 'fill-amber-400 text-amber-500')} />
        </Button>
      </header>
      <OverviewFacts record={record} />
      <RatingsSummary record={record} />
      <StrategySummary record={record} />
      {o.description && (
        <p className="text-sm text-muted-foreground">
          {detailed || o.description.length <= 240 ? o.description : `${o.description.slice(0, 240).trimEnd()}…`}
          <Cite record={record} field="companyOverview.description" />
        </p>
      )}
      <section aria-label="Hiring" className="grid gap-2">
        <h3 className="text-sm font-semibold">Hiring and pay</h3>
        <HiringFacts record={record} />
        <OpenRolesChart sessionId={sessionId} companyId={o.id} company={o.name} />
        <SalaryEstimates record={record} all={detailed} />
      </section>
      <CardSections record={record} open={detailed} />
      <RecordSources record={record} />
      <footer className="mt-auto flex flex-wrap gap-2">
        {o.website ? (
          <Button asChild variant="outline" size="sm">
            <a href={o.website} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Website
            </a>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled>
            <ExternalLink aria-hidden="true" />
            Website
          </Button>
        )}
        {reviewsLink ? (
          <Button asChild variant="outline" size="sm">
            <a href={reviewsLink} target="_blank" rel="noopener noreferrer">
              <MessageSquareText aria-hidden="true" />
              Reviews
            </a>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled title="No reviews source for this company">
            <MessageSquareText aria-hidden="true" />
            Reviews
          </Button>
        )}
        <Button asChild variant="outline" size="sm">
          <Link to={`/resume-tailoring/${encodeURIComponent(record.jobId ?? 'new')}`}>
            <FileText aria-hidden="true" />
            Tailor Resume
          </Link>
        </Button>
        {onOpenDetails && (
          <Button variant="outline" size="sm" onClick={onOpenDetails} aria-label={`Details of ${o.name}`}>
            <Maximize2 aria-hidden="true" />
            Details
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete research on ${o.name}`} className="text-destructive">
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </footer>
    </article>
  );
}
