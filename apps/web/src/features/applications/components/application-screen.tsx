import { applicationMessages, recordIdSchema, type Application } from '@seeker/contract';
import { QueryState } from '@/components/query-state';
import { useApplication } from '../api/get-application';
import { ApplicationHeader } from './application-header';
import { ArchiveControl } from './archive-control';
import { ApplicationNotFound } from './application-not-found';
import { ApplicationSkeleton } from './application-skeleton';
import { ContactsSection } from './contacts-section';
import { DetailSection } from './detail-section';
import { FollowUpsSection } from './follow-ups-section';
import { InterviewsSection } from './interviews-section';
import { MarksEditor } from './marks-editor';
import { NotesEditor } from './notes-editor';
import { PostingSection } from './posting-section';
import { TagsEditor } from './tags-editor';
import { TimelineSection } from './timeline-section';

function ApplicationDetails({ application }: { application: Application }) {
  const { job, timezone, today } = application;
  return (
    <div className="grid min-w-0 gap-6">
      <ApplicationHeader job={job} stage={application.stage} occupation={application.occupation} />
      <ArchiveControl jobId={job.jobId} archivedAt={application.archivedAt} timezone={timezone} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid min-w-0 content-start gap-6">
          <DetailSection title="Notes and tags">
            <NotesEditor jobId={job.jobId} notes={application.notes} />
            <TagsEditor jobId={job.jobId} tags={application.tags} />
          </DetailSection>
          <DetailSection title="Priority and deadline">
            <MarksEditor jobId={job.jobId} marks={application} />
          </DetailSection>
          <FollowUpsSection jobId={job.jobId} followUps={application.followUps} today={today} timezone={timezone} />
          <InterviewsSection jobId={job.jobId} interviews={application.interviews} timezone={timezone} />
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <PostingSection job={job} />
          <ContactsSection jobId={job.jobId} company={job.company} contacts={application.contacts} />
          <TimelineSection timeline={application.timeline} timezone={timezone} />
        </div>
      </div>
    </div>
  );
}

function LoadedApplication({ jobId }: { jobId: string }) {
  const application = useApplication(jobId);
  return (
    <>
      {/* The page is named while it loads or fails to (loaded, the job's title is its heading). */}
      {application.data === undefined ? <h1 className="sr-only">Application</h1> : null}
      <QueryState query={application} loading={<ApplicationSkeleton />} message={applicationMessages.loadApplication}>
        {(application) => (application ? <ApplicationDetails application={application} /> : <ApplicationNotFound />)}
      </QueryState>
    </>
  );
}

/** An application's page (issue 26): the job, its notes, tags, contacts, interviews, follow-ups and timeline. */
export function ApplicationScreen({ jobId }: { jobId: string }) {
  // An address no job id could be is not asked for.
  if (!recordIdSchema.safeParse(jobId).success) return <ApplicationNotFound />;
  return <LoadedApplication jobId={jobId} />;
}
