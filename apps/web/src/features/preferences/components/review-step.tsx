import { notificationTypeLabels, payPeriodLabels, seniorityLabels } from '@seeker/contract';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { usePayTerms } from '../hooks/use-pay-terms';
import { formatPay } from '../lib/pay-scale';
import { describeSchedule, formatTime12h } from '@/lib/schedule/schedule-fields';
import { timeZoneLabel } from '../lib/time-zones';
import type { WizardPreferences } from '../lib/wizard-state';
import { LazyCustomScheduleSummary as CustomScheduleSummary } from './lazy-cron-field';

type ReviewStepProps = {
  preferences: WizardPreferences;
  /** The resume line: a new file's name, the default resume's title (chosen with Use Default, or simply on file), or none. */
  resume: { kind: 'new' | 'default' | 'onFile'; name: string } | null;
};

export const noneSpecified = 'None specified';
export const noResume = 'No resume uploaded';

const resumeKindLabels = { new: 'new upload', default: 'default resume', onFile: 'on file' } as const;

function TagList({ values }: { values: string[] }) {
  if (values.length === 0) return <span className="text-muted-foreground">{noneSpecified}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {values.map((value) => (
        <li key={value} className="max-w-full min-w-0">
          <Badge variant="secondary" className="max-w-full [overflow-wrap:anywhere]">
            {value}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-1 py-2.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 text-sm [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

export function ReviewStep({ preferences, resume }: ReviewStepProps) {
  const pay = usePayTerms(preferences);
  const schedule = preferences.searchSchedule;
  return (
    <dl className="divide-y rounded-md border px-4" aria-label="Summary">
      <Row term="Resume">
        {resume ? `${resume.name} (${resumeKindLabels[resume.kind]})` : <span className="text-muted-foreground">{noResume}</span>}
      </Row>
      <Row term="Job Roles">
        <TagList values={preferences.roles} />
      </Row>
      <Row term="Locations">
        <TagList values={preferences.locations} />
      </Row>
      <Row term="Target Companies">
        <TagList values={preferences.companies} />
      </Row>
      <Row term="Required Skills">
        <TagList values={preferences.skills} />
      </Row>
      <Row term="Job Type">{preferences.jobType}</Row>
      <Row term="Seniority Level">{seniorityLabels[preferences.seniority]}</Row>
      <Row term={`Salary Range (${pay.currency})`}>
        {formatPay(preferences.salaryRange.min, pay.currency)} – {formatPay(preferences.salaryRange.max, pay.currency)} {payPeriodLabels[pay.period]}
      </Row>
      <Row term="Include Keywords">
        <TagList values={preferences.includeKeywords} />
      </Row>
      <Row term="Exclude Keywords">
        <TagList values={preferences.excludeKeywords} />
      </Row>
      <Row term="Automated Job Search">
        <Badge variant={schedule.enabled ? 'success' : 'secondary'}>{schedule.enabled ? 'Active' : 'Inactive'}</Badge>
      </Row>
      {schedule.enabled ? (
        <>
          <Row term="Schedule">
            {schedule.frequency === 'Custom' ? (
              <CustomScheduleSummary summary={describeSchedule(schedule)} expression={schedule.customSchedule} />
            ) : (
              describeSchedule(schedule)
            )}
          </Row>
          <Row term="Notification Type">{notificationTypeLabels[schedule.notificationType]}</Row>
          <Row term="Quiet Hours">
            {formatTime12h(schedule.quietHours.start)} – {formatTime12h(schedule.quietHours.end)}
          </Row>
          <Row term="Timezone">{timeZoneLabel(schedule.timezone)}</Row>
        </>
      ) : null}
    </dl>
  );
}
