import { ArrowLeft, Sparkles } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { listErrorMessage, useResumes } from '@/features/resumes';
import { useSavedJob, useSavedJobs } from '@/features/saved-jobs';
import { cn } from '@/lib/cn';
import { useSavedTailoring } from '../api/get-tailoring';
import { useJobInput } from '../hooks/use-job-input';
import { useResumeInput } from '../hooks/use-resume-input';
import { useTailoring, type Tailorer } from '../hooks/use-tailoring';
import { tailorHint } from '../lib/tailor-hint';
import { CheckFirstNotice } from './check-first-notice';
import { CorrectResumeText } from './correct-resume-text';
import { CoverLetterTab } from './cover-letter-tab';
import { JobPicker } from './job-picker';
import { ResumePicker } from './resume-picker';
import { TailoringResults } from './tailoring-results';

const tabClassName = cn(
  'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground outline-none',
  'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
  'focus-visible:ring-2 focus-visible:ring-ring',
);

/** Spec part 2 sections 2 and 4: the Resume Tailoring screen. `jobId` is a saved job's id, or undefined for /resume-tailoring/new. */
export function ResumeTailoringScreen({ user, jobId }: { user: Tailorer; jobId: string | undefined }) {
  const navigate = useNavigate();
  const resumes = useResumes({ userId: user.id });
  const resume = useResumeInput(resumes.data);
  const job = useJobInput();
  const savedJobs = useSavedJobs(user.id);
  const linkedJob = useSavedJob(jobId);
  const savedTailoring = useSavedTailoring(job.job.jobId ?? jobId);
  const tailoring = useTailoring(user);
  const results = useRef<HTMLDivElement>(null);
  const resumeText = useRef<HTMLTextAreaElement>(null);
  // The text Seeker read, as typed text to correct: focus goes to it.
  const correctText = (text: string) => {
    resume.type(text);
    requestAnimationFrame(() => resumeText.current?.focus());
  };

  // /resume-tailoring/{jobId}: the job from the listing, once.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !linkedJob.data) return;
    prefilled.current = true;
    job.pickSaved(linkedJob.data);
  }, [linkedJob.data, job]);

  const response = tailoring.response;
  const shown = response?.tailoring ?? savedTailoring.data ?? null;
  useEffect(() => {
    if (response) results.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [response]);

  const resumeChoice =
    resume.input.method === 'manual'
      ? resume.ready
        ? { resume_text: resume.input.text }
        : null
      : resume.ready && resume.input.resumeId
        ? { resume_id: resume.input.resumeId }
        : null;
  const canTailor = resumeChoice !== null && job.ready && !tailoring.analyzing;
  const jobsList = savedJobs.data?.pages.flatMap((page) => page.jobs) ?? [];
  const savedTotal = savedJobs.data?.pages[0]?.total ?? 0;
  const title = shown?.jobTitle ? `Resume for ${shown.jobTitle}${shown.company ? ` at ${shown.company}` : ''}` : 'Tailored Resume';

  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <Button variant="ghost" size="sm" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/jobs'))}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
      </div>
      <PageHeader title="Resume Tailoring" subtitle="Tailor your resume to a job description, without inventing a thing." />
      {jobId && linkedJob.data === null && (
        <p className="text-sm text-muted-foreground">That saved job no longer exists: pick another or paste a posting.</p>
      )}
      <Tabs.Root defaultValue="resume" className="grid grid-cols-1 gap-6">
        <Tabs.List aria-label="What to write" className="inline-flex w-fit gap-1 rounded-lg bg-muted p-1">
          <Tabs.Trigger value="resume" className={tabClassName}>
            Resume
          </Tabs.Trigger>
          <Tabs.Trigger value="cover-letter" className={tabClassName}>
            Cover Letter
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="resume" className="grid grid-cols-1 gap-6 outline-none">
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <section aria-labelledby="your-resume" className="grid min-w-0 grid-cols-1 content-start gap-3 rounded-lg border bg-card p-4">
              <h2 id="your-resume" className="text-lg font-semibold">
                Your resume
              </h2>
              <ResumePicker
                userId={user.id}
                resumes={resumes.data ?? []}
                loading={resumes.isPending}
                listError={resumes.isError ? listErrorMessage(resumes.error) : null}
                resume={resume}
                textRef={resumeText}
              />
            </section>
            <section aria-labelledby="the-job" className="grid min-w-0 grid-cols-1 content-start gap-3 rounded-lg border bg-card p-4">
              <h2 id="the-job" className="text-lg font-semibold">
                The job
              </h2>
              <JobPicker
                savedJobs={jobsList}
                total={savedTotal}
                loadMore={savedJobs.hasNextPage && !savedJobs.isFetchingNextPage ? () => void savedJobs.fetchNextPage() : undefined}
                job={job}
              />
            </section>
          </div>
          <div className="grid justify-items-center gap-2">
            <Button size="lg" onClick={() => resumeChoice && tailoring.tailor({ resume: resumeChoice, job: job.job })} disabled={!canTailor}>
              {tailoring.analyzing ? <Spinner label="Analyzing" className="size-4" /> : <Sparkles aria-hidden="true" />}
              {tailoring.analyzing ? 'Analyzing…' : 'Tailor My Resume'}
            </Button>
            <p className="text-sm text-muted-foreground">{tailorHint(resumeChoice !== null, job.ready)}</p>
          </div>
          {tailoring.analyzing && (
            <ol
              aria-label="Tailoring progress"
              aria-live="polite"
              className="mx-auto grid w-full max-w-xl gap-1 rounded-lg border bg-card p-4 text-sm"
            >
              {tailoring.events.length === 0 ? (
                <li>Starting…</li>
              ) : (
                tailoring.events.map((event) => <li key={event.seq}>{event.message ?? event.stage}</li>)
              )}
            </ol>
          )}
          {tailoring.error && (
            <div className="grid gap-2">
              {tailoring.mustCheck ? (
                <CheckFirstNotice message={tailoring.error} resumeId={resume.input.method === 'manual' ? null : resume.input.resumeId} />
              ) : (
                <Notice kind="alert">{tailoring.error}</Notice>
              )}
              {tailoring.unreadable && (
                <CorrectResumeText resumeId={resume.input.method === 'manual' ? null : resume.input.resumeId} onText={correctText} />
              )}
            </div>
          )}
          <div ref={results} className="scroll-mt-4">
            {shown && !tailoring.analyzing && (
              <TailoringResults
                tailoring={shown}
                signedUrl={response?.tailoring.id === shown.id ? response.content.signed_url : null}
                title={title}
                justSaved={response?.tailoring.id === shown.id}
              />
            )}
          </div>
        </Tabs.Content>
        <Tabs.Content value="cover-letter" className="outline-none">
          <CoverLetterTab
            jobId={job.job.jobId}
            jobTitle={job.job.title}
            resume={resumeChoice ? (resumeChoice.resume_id ? { resumeId: resumeChoice.resume_id } : { resumeText: resumeChoice.resume_text }) : null}
          />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
