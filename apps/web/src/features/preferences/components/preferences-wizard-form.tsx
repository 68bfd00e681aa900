import type { Preferences, Resume } from '@seeker/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { QueryState } from '@/components/query-state';
import { ProgressSteps } from '@/components/ui/progress-steps';
import { useGuardedClose } from '../hooks/use-guarded-close';
import { useWizardSubmit, type WizardSubmitError } from '../hooks/use-wizard-submit';
import { hasUnsavedChanges } from '../lib/unsaved-changes';
import type { WizardPreferences } from '../lib/wizard-state';
import { Spinner } from '@/components/ui/spinner';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { FieldAlert } from '@/components/ui/field-alert';
import { StepHeading } from './step-heading';
import { UploadResumeStep } from './upload-resume-step';
import { wizardDialogClassName } from './wizard-layout';
import { scheduleStep, wizardStepNames, wizardSteps } from './wizard-steps';
import { useResumes, useResumeSuggestions, type SuggestionSource } from '@/features/resumes';

type PreferencesWizardFormProps = {
  userId: string | undefined;
  /** A guest (no email address): the schedule step says an emailing notification type cannot email yet. */
  guest?: boolean;
  initialPreferences: WizardPreferences;
  onSaved: (preferences: Preferences) => void;
  /** Closes the wizard; called at once without edits, after "Discard" with them. */
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
  /** The step shown first; 0 (Upload Resume) unless given. */
  initialStep?: number;
};

const lastStep = wizardSteps.length - 1;
// Steps 1 to 5 come when first asked for (Next, the progress bar, or the wizard opening on one of them);
// a pointer over Next or the progress bar, or focus on Next, fetches them ahead.
const laterSteps = lazyModule(() => import('./later-steps'));
const prefetchLaterSteps = () => void laterSteps.load().catch(() => {});
const resumeStep = 0;
/** Without a user there is no list to read: none on file. */
const noResumes = { data: [], isError: false, refetch: () => undefined };

/** The wizard's content; mounted each time the dialog opens, so it starts from the saved preferences. */
export function PreferencesWizardForm({
  userId,
  guest = false,
  initialPreferences,
  onSaved,
  onClose,
  onCloseAutoFocus,
  initialStep = 0,
}: PreferencesWizardFormProps) {
  const [step, setStep] = useState(() => Math.min(Math.max(Math.trunc(initialStep) || 0, 0), lastStep));
  const [preferences, setPreferences] = useState(initialPreferences);
  const [resumeFile, setResumeFile] = useState<File | null>(null);
  const [usingDefault, setUsingDefault] = useState(false);
  // Focus follows the step only after the person moves; on open, the dialog focuses its first control.
  const [moved, setMoved] = useState(false);

  const resumesQuery = useResumes({ userId: userId ?? '', queryConfig: { enabled: Boolean(userId) } });

  // A resume uploaded on Finish becomes the default: a retry after a failed save must not upload it twice.
  const handleUploaded = useCallback((_resume: Resume) => {
    setResumeFile(null);
    setUsingDefault(true);
  }, []);
  // The error just reported takes focus once (Finish was disabled under the keyboard); a later visit to its step does not.
  const [errorToFocus, setErrorToFocus] = useState<WizardSubmitError | null>(null);
  const handleFailed = useCallback((failure: WizardSubmitError) => {
    setErrorToFocus(failure);
    // A failed upload or a refused cron expression is fixed on its own step.
    if (failure.field === 'resume') setStep(resumeStep);
    if (failure.field === 'customSchedule') setStep(scheduleStep);
  }, []);
  const { submit, saving, error, clearFieldError } = useWizardSubmit({ onUploaded: handleUploaded, onSaved, onFailed: handleFailed });
  const changeResumeFile = (file: File | null) => {
    setResumeFile(file);
    clearFieldError('resume');
  };

  const update = (patch: Partial<WizardPreferences>) => {
    // The server's reason was about the expression it saw; a changed one is checked afresh under the field.
    if (patch.searchSchedule && patch.searchSchedule.customSchedule !== preferences.searchSchedule.customSchedule) {
      clearFieldError('customSchedule');
    }
    setPreferences((current) => ({ ...current, ...patch }));
  };

  const dirty = hasUnsavedChanges({ initial: initialPreferences, preferences, resumeFile, usingDefault });
  const { contentProps, confirmProps } = useGuardedClose({ dirty, blocked: saving, onClose });

  const goTo = (index: number) => {
    setMoved(true);
    setErrorToFocus(null);
    setStep(Math.min(Math.max(index, 0), lastStep));
  };
  const finish = () => void submit({ userId, preferences, resumeFile });

  const defaultResume = resumesQuery.data?.[0];
  const reviewResume = resumeFile
    ? { kind: 'new' as const, name: resumeFile.name }
    : defaultResume
      ? { kind: usingDefault ? ('default' as const) : ('onFile' as const), name: defaultResume.title }
      : null;
  // The wizard starts from the resume (issue 69): a file chosen here is read now, else the one on file.
  const suggestionSource: SuggestionSource =
    userId && resumeFile
      ? { kind: 'file', userId, file: resumeFile }
      : defaultResume?.hasText && defaultResume.type === 'original'
        ? { kind: 'saved', resumeId: defaultResume.id, updatedAt: defaultResume.updatedAt }
        : null;
  const { data: suggestions } = useResumeSuggestions(suggestionSource);
  const stepProps = { preferences, onChange: update, disabled: saving, suggestions: suggestionSource ? suggestions : undefined };
  const schedule = preferences.searchSchedule;
  // The refused cron expression's reason goes under its field while that field is on screen.
  const cronError = error?.field === 'customSchedule' && schedule.enabled && schedule.frequency === 'Custom' ? error.detail : undefined;
  const focusError = error !== null && error === errorToFocus;
  const cronErrorShown = Boolean(cronError) && step === scheduleStep;
  const current = wizardSteps[step]!;
  const later = useLazyModule(laterSteps, step > 0, 'the wizard steps');
  const laterStep = (render: (steps: NonNullable<typeof later.data>) => ReactNode) => (
    <QueryState
      query={later}
      look="notice"
      message="Could not load this step."
      loading={
        <div className="flex justify-center py-8">
          <Spinner label="Loading the step" className="size-8" />
        </div>
      }
    >
      {render}
    </QueryState>
  );

  return (
    <DialogContent {...contentProps} className={wizardDialogClassName} closeDisabled={saving} onCloseAutoFocus={onCloseAutoFocus}>
      <DialogHeader className="shrink-0">
        <DialogTitle>Job Preferences</DialogTitle>
        <DialogDescription>
          Step {step + 1} of {wizardSteps.length}: {current.title}
        </DialogDescription>
      </DialogHeader>

      {/* A disabled fieldset disables every control inside while saving. */}
      <fieldset disabled={saving} className="m-0 flex min-h-0 min-w-0 flex-1 flex-col gap-4 border-0 p-0">
        <div className="shrink-0" onPointerEnter={prefetchLaterSteps}>
          <ProgressSteps steps={wizardStepNames} current={step} onSelect={goTo} disabled={saving} label="Wizard steps" />
        </div>

        {/* Only this part scrolls, from its top on every step; the padding keeps focus rings inside the clip. */}
        <div
          key={step}
          data-testid="wizard-step-body"
          className="-mx-2 grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] content-start gap-4 overflow-y-auto overscroll-contain px-2 pt-1 pb-2"
        >
          <StepHeading title={current.title} description={current.description} focusOnMount={moved} />
          <FieldAlert message={error?.message} focusOnMount={focusError && !cronErrorShown}>
            {error?.detail && !cronErrorShown ? <p>{error.detail}</p> : null}
          </FieldAlert>
          {step === 0 ? (
            <UploadResumeStep
              resumeList={userId ? resumesQuery : noResumes}
              file={resumeFile}
              onFileChange={changeResumeFile}
              usingDefault={usingDefault}
              onUseDefaultChange={setUsingDefault}
              disabled={saving}
            />
          ) : null}
          {step === 1 ? laterStep(({ BasicPreferencesStep }) => <BasicPreferencesStep {...stepProps} />) : null}
          {step === 2 ? laterStep(({ AdvancedPreferencesStep }) => <AdvancedPreferencesStep {...stepProps} />) : null}
          {step === 3 ? laterStep(({ SearchFiltersStep }) => <SearchFiltersStep {...stepProps} />) : null}
          {step === 4
            ? laterStep(({ SearchScheduleStep }) => (
                <SearchScheduleStep {...stepProps} cronError={cronError} focusCronError={focusError} guest={guest} />
              ))
            : null}
          {step === 5 ? laterStep(({ ReviewStep }) => <ReviewStep preferences={preferences} resume={reviewResume} />) : null}
        </div>

        <DialogFooter className="shrink-0 flex-row justify-between border-t pt-4 sm:justify-between">
          <Button variant="outline" onClick={() => goTo(step - 1)} disabled={step === 0 || saving}>
            <ChevronLeft aria-hidden="true" />
            Back
          </Button>
          {step < lastStep ? (
            <Button onClick={() => goTo(step + 1)} onPointerEnter={prefetchLaterSteps} onFocus={prefetchLaterSteps}>
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          ) : (
            <Button onClick={finish} disabled={saving}>
              {saving ? 'Saving...' : 'Finish'}
            </Button>
          )}
        </DialogFooter>
      </fieldset>

      <DiscardChangesDialog {...confirmProps} />
    </DialogContent>
  );
}
