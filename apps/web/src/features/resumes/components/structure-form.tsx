import { resumeStructureMessages, type ResumeStructure } from '@seeker/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, RotateCcw } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { getResumeStructureQueryOptions, useConfirmResumeStructure, useForgetResumeStructure } from '../api/resume-structure';
import { ContactSection, ListsSection } from './check/draft-sections';
import { DiscardChangesDialog } from './check/discard-changes-dialog';
import { readDraftDates } from './check/draft-dates';
import { fieldIdOf } from './check/field-ids';
import { fieldName, type LineOf } from './check/field-names';
import { focusFirst, focusIds } from './check/focus';
import { ResumeTextPanel } from './check/resume-text-panel';
import { SaveFailure } from './check/save-failure';
import { fromDraft, lineOfEntry, toDraft, type Draft } from './check/structure-draft';
import { useConfirmLeave } from './check/use-confirm-leave';
import { DegreesSection } from './degrees-section';
import { RolesSection } from './roles-section';
import { formatDateOf } from '@/lib/format-dates';

export const checkResumeTitle = 'Check what Seeker read';

/** The same content as the API would store it: a draft changed back to what it was has no unsaved edits. */
const contentOf = (draft: Draft, before: ResumeStructure['resume']) => JSON.stringify(fromDraft(draft, before));

export function StructureForm({ structure, byHand }: { structure: ResumeStructure; byHand: boolean }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(structure));
  // What was loaded or last saved: edits beyond it ask before they are left.
  const [saved, setSaved] = useState(draft);
  // Dates are read once the person asks to confirm, then again as they correct them.
  const [readDates, setReadDates] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [askForget, setAskForget] = useState(false);
  const [readAgain, setReadAgain] = useState(false);
  const queryClient = useQueryClient();
  const confirm = useConfirmResumeStructure();
  const forget = useForgetResumeStructure();
  const top = useRef<HTMLDivElement>(null);
  const failure = useRef<HTMLDivElement>(null);
  const forgetButton = useRef<HTMLButtonElement>(null);
  const confirmed = structure.status === 'confirmed';
  const unsureCount =
    draft.roles.reduce((sum, role) => sum + role.unsure.length, 0) +
    draft.degrees.reduce((sum, degree) => sum + degree.unsure.length, 0) +
    [draft.nameUnsure, draft.emailUnsure, draft.phoneUnsure].filter(Boolean).length;
  const error = confirm.error instanceof ApiError ? confirm.error : null;
  const dates = readDraftDates(draft);
  const unreadDates = readDates ? dates.errors : [];
  const dirty = contentOf(draft, structure.resume) !== contentOf(saved, structure.resume);
  const leave = useConfirmLeave(dirty);
  /** The server's word on a field, or on any line of a list field ("skills" for "skills.3.name"). */
  const lineOf: LineOf = (list, entry) =>
    lineOfEntry({ skills: draft.skills, certificates: draft.certificates, languages: draft.languages, profiles: draft.links }[list], entry);
  const named = (path: string) => fieldName(path, lineOf);
  const errorOf = (path: string) => {
    const unread = unreadDates.find((item) => item.path === path);
    if (unread) return unread.message;
    const detail = error?.details.find((item) => item.path === path || item.path.startsWith(`${path}.`));
    return detail && (detail.path === path ? detail.message : `${named(detail.path)}: ${detail.message}`);
  };
  const update = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const focusTop = () => requestAnimationFrame(() => top.current?.focus());

  /** The form starts again from what was stored: nothing left unsaved. */
  function startFrom(answer: ResumeStructure) {
    const next = toDraft(answer);
    setDraft(next);
    setSaved(next);
  }

  function enterStaysInField(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setReadDates(true);
    // A date the form cannot read is not sent: its message is by the field, and the list of them takes the focus.
    if (dates.errors.length > 0) {
      requestAnimationFrame(() => failure.current?.focus());
      return;
    }
    confirm.mutate(
      { resumeId: structure.resumeId, fileVersion: structure.fileVersion, resume: fromDraft(dates.draft, structure.resume) },
      {
        // The form starts again from what was stored, and the confirmation takes the focus; a refusal takes it too.
        onSuccess: (answer) => {
          startFrom(answer);
          setReadAgain(false);
          focusTop();
        },
        onError: () => requestAnimationFrame(() => failure.current?.focus()),
      },
    );
  }

  function forgetConfirmed() {
    setAskForget(false);
    forget.mutate(
      { resumeId: structure.resumeId },
      {
        onSuccess: (answer) => {
          startFrom(answer);
          confirm.reset();
          setReadAgain(true);
          focusTop();
        },
      },
    );
  }

  return (
    // Enter in a field moves on, never confirms the whole resume: only the button does (a long form of unsure fields).
    <form className="grid gap-6" onSubmit={submit} onKeyDown={enterStaysInField} noValidate>
      <PageHeader
        title={checkResumeTitle}
        subtitle={
          byHand
            ? 'Type your details as your resume gives them, then confirm: tailoring and “Fill from my resume” use what you confirm, and nothing else.'
            : 'Seeker reads your resume into these fields. Correct what it got wrong, then confirm: tailoring and “Fill from my resume” use what you confirm, and nothing else.'
        }
        actions={
          confirmed ? (
            <Badge variant="success" className="whitespace-nowrap">
              <CheckCircle2 aria-hidden="true" className="size-3" />
              Confirmed {formatDateOf(structure.confirmedAt!)}
            </Badge>
          ) : (
            <Badge variant="outline" className="whitespace-nowrap">
              Not checked yet
            </Badge>
          )
        }
      />
      <div ref={top} id={focusIds.top} tabIndex={-1} className="grid gap-3 outline-none">
        {confirm.isSuccess && confirmed && (
          <Notice kind="status">
            {resumeStructureMessages.confirmed}{' '}
            <Link to="/resume-tailoring/new" className="font-medium underline">
              Tailor a resume
            </Link>
          </Notice>
        )}
        {readAgain && <Notice kind="status">Seeker read the file again. Check the fields and confirm them.</Notice>}
        {byHand && <ResumeTextPanel resumeId={structure.resumeId} />}
        {!confirmed && structure.read.problems.length > 0 && (
          <Notice kind="alert">Seeker could not read this resume reliably: {structure.read.problems.join('; ')}. Correct the fields below.</Notice>
        )}
        {!confirmed && structure.read.leftOut && structure.read.leftOut.length > 0 && (
          <Notice kind="note">
            Seeker read none of these fields from{' '}
            {structure.read.leftOut.map(({ heading, lines }) => `${heading} (${lines} ${lines === 1 ? 'line' : 'lines'})`).join(', ')}. Those lines
            stay in your file; once you confirm, tailoring uses only what this page holds, so add what matters to a role, a degree or your skills.
          </Notice>
        )}
        {!confirmed && unsureCount > 0 && (
          <Notice kind="note">
            {unsureCount === 1 ? 'One field is' : `${unsureCount} fields are`} marked where Seeker was not sure. Until you confirm, tailoring keeps
            your headings as written and claims nothing beyond them, or, where this much is unsure or no role was read, waits for your check.
          </Notice>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <ContactSection draft={draft} update={update} errorOf={errorOf} />

      <RolesSection draft={draft} byHand={byHand} update={update} announce={setAnnouncement} errorOf={errorOf} />

      <DegreesSection draft={draft} byHand={byHand} update={update} announce={setAnnouncement} errorOf={errorOf} />

      <ListsSection draft={draft} update={update} errorOf={errorOf} />

      <div ref={failure} tabIndex={-1} className="outline-none">
        {(unreadDates.length > 0 || confirm.isError) && (
          <SaveFailure
            error={error}
            refused={unreadDates}
            describe={named}
            idOf={(path) => fieldIdOf(path, draft)}
            onCheckNewFile={async () => {
              await queryClient.invalidateQueries({ queryKey: getResumeStructureQueryOptions(structure.resumeId).queryKey });
              // The form starts again for the new file: focus goes to its top.
              focusFirst(focusIds.top);
            }}
          />
        )}
        {forget.isError && <Notice kind="alert">{resumeStructureMessages.saveFailed}</Notice>}
      </div>
      <div className="flex flex-wrap gap-2 border-t pt-4">
        <Button type="submit" aria-disabled={confirm.isPending} onClick={(event) => confirm.isPending && event.preventDefault()}>
          {confirm.isPending ? <Spinner label="Saving" className="size-4" /> : <CheckCircle2 aria-hidden="true" />}
          {confirmed ? 'Save changes' : 'Confirm these details'}
        </Button>
        {confirmed && (
          <Button ref={forgetButton} variant="outline" onClick={() => setAskForget(true)} disabled={forget.isPending}>
            <RotateCcw aria-hidden="true" />
            Read the file again
          </Button>
        )}
        <Link to="/settings?tab=resume" className={buttonVariants({ variant: 'ghost' })}>
          Back to your resumes
        </Link>
      </div>
      <ConfirmDialog
        open={askForget}
        title="Read the file again?"
        description="The fields you confirmed are forgotten, and Seeker shows what it reads from the file. Tailoring keeps your headings as written until you confirm again."
        action="Read again"
        onCancel={() => setAskForget(false)}
        onConfirm={forgetConfirmed}
        returnFocus={() => forgetButton.current}
      />
      <DiscardChangesDialog open={leave.open} onKeepEditing={leave.keepEditing} onDiscard={leave.discard} returnFocus={leave.returnFocus} />
    </form>
  );
}
