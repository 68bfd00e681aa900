import { savedJobDefaults, type FoundOccupation, type SavedJob, type StageRef } from '@seeker/contract';
import { ExternalLink, FileText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { ActionError, ResearchLink } from '@/features/saved-jobs';
import { useMoveApplication } from '../api/move-application';
import { useSetStage } from '../api/set-stage';
import { moveMessages } from '../lib/move-messages';
import { BackToBoard } from './back-to-board';
import { MoveMenu } from './move-menu';
import { StatusBadge } from './status-badge';

type ApplicationHeaderProps = {
  job: SavedJob;
  stage: StageRef | null;
  /** The ESCO occupation Seeker found the job's title to name, when one is installed and found. */
  occupation?: FoundOccupation | undefined;
};

/** The job, where it stands (its status, its stage, and the menu that moves it), and the assistants' pages for it. */
export function ApplicationHeader({ job, stage, occupation }: ApplicationHeaderProps) {
  const { move, error, dismissError } = useMoveApplication();
  const staging = useSetStage();
  const [announcement, setAnnouncement] = useState('');
  const subtitle = [job.company, job.location].filter((part) => part && part !== savedJobDefaults.text).join(' · ');
  const posting = /^https?:\/\//i.test(job.jobLink) ? job.jobLink : null;
  return (
    <div className="grid gap-4">
      <BackToBoard />
      <PageHeader title={job.title} subtitle={subtitle} />
      {occupation ? <p className="-mt-2 text-sm text-muted-foreground">Likely occupation: {occupation.label} (ESCO)</p> : null}
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted-foreground">Status</span>
        <StatusBadge status={job.status} />
        {stage ? (
          <span className="inline-flex min-w-0 gap-1 text-sm font-medium">
            <span aria-hidden="true">·</span>
            <span className="sr-only">stage </span>
            <span className="min-w-0 [overflow-wrap:anywhere]">{stage.name}</span>
          </span>
        ) : null}
        <MoveMenu
          title={job.title}
          status={job.status}
          stage={stage}
          onMove={(status) => {
            if (status === job.status) return;
            move(job.jobId, status);
            setAnnouncement(moveMessages.moved(job.title, status, stage?.name));
          }}
          onStage={(picked) =>
            staging.setStage(job.jobId, picked?.id ?? null, {
              onDone: () =>
                setAnnouncement(picked ? moveMessages.staged(job.title, picked.name, picked.status) : moveMessages.unstaged(job.title, job.status)),
              onFailed: () => setAnnouncement(moveMessages.notMoved(job.title, job.status)),
            })
          }
        />
        <span className="hidden h-6 border-l sm:block" aria-hidden="true" />
        <Button asChild variant="outline" size="sm">
          <Link to={`/resume-tailoring/${encodeURIComponent(job.jobId)}`} state={{ job }}>
            <FileText aria-hidden="true" />
            Tailor resume
          </Link>
        </Button>
        <ResearchLink job={job} />
        {posting ? (
          <Button asChild variant="outline" size="sm">
            <a href={posting} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Job posting <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ActionError message={error} onDismiss={dismissError} />
      <ActionError message={staging.error} onDismiss={staging.dismissError} />
    </div>
  );
}
