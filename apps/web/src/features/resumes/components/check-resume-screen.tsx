import { resumeStructureMessages, type ResumeStructure } from '@seeker/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Plus, RotateCcw } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { getResumeStructureQueryOptions, useConfirmResumeStructure, useForgetResumeStructure, useResumeStructure } from '../api/resume-structure';
import { ContactSection, ListsSection } from './check/draft-sections';
import { DegreeCard } from './check/degree-card';
import { fieldName, type LineOf } from './check/field-names';
import { focusFirst, focusIds } from './check/focus';
import { RoleCard } from './check/role-card';
import { SaveFailure } from './check/save-failure';
import { emptyDegree, emptyRole, fromDraft, lineOfEntry, moveBullet, moveEntry, toDraft, type Draft } from './check/structure-draft';
import { formatDateOf } from '@/lib/format-dates';

const title = 'Check what Seeker read';

/**
 * "Check what Seeker read" (issue 45): the resume as fields, each role and degree with the lines it was
 * read from and the fields Seeker was unsure of marked; all editable. Confirmed, the fields are what
 * tailoring and "Fill from my resume" read.
 */
export function CheckResumeScreen({ resumeId }: { resumeId: string }) {
  const structure = useResumeStructure(resumeId);
  if (structure.isPending)
    return (
      <div className="grid gap-6">
        <PageHeader title={title} />
        <div className="flex justify-center py-12">
          <Spinner label="Reading your resume" className="size-8" />
        </div>
      </div>
    );
  if (structure.isError)
    return (
      <div className="grid gap-6">
        <PageHeader title={title} />
        <Notice kind="alert">
          {structure.error instanceof ApiError && structure.error.status > 0 && structure.error.status < 500
            ? structure.error.message
            : resumeStructureMessages.loadFailed}
        </Notice>
        <Link to="/settings?tab=resume" className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}>
          Back to your resumes
        </Link>
      </div>
    );
  // A new file is a new reading: the form starts again from it.
  return <StructureForm key={structure.data.fileVersion} structure={structure.data} />;
}

function StructureForm({ structure }: { structure: ResumeStructure }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(structure));
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
    (draft.nameUnsure ? 1 : 0);
  const error = confirm.error instanceof ApiError ? confirm.error : null;
  /** The server's word on a field, or on any line of a list field ("skills" for "skills.3.name"). */
  const lineOf: LineOf = (list, entry) =>
    lineOfEntry({ skills: draft.skills, certificates: draft.certificates, languages: draft.languages, profiles: draft.links }[list], entry);
  const named = (path: string) => fieldName(path, lineOf);
  const errorOf = (path: string) => {
    const detail = error?.details.find((item) => item.path === path || item.path.startsWith(`${path}.`));
    return detail && (detail.path === path ? detail.message : `${named(detail.path)}: ${detail.message}`);
  };
  const update = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const roleLabels = draft.roles.map((role, index) => ({ key: role.key, label: `Role ${index + 1}${role.position ? `: ${role.position}` : ''}` }));
  const focusTop = () => requestAnimationFrame(() => top.current?.focus());

  function submit(event: FormEvent) {
    event.preventDefault();
    confirm.mutate(
      { resumeId: structure.resumeId, fileVersion: structure.fileVersion, resume: fromDraft(draft, structure.resume) },
      {
        // The form starts again from what was stored, and the confirmation takes the focus; a refusal takes it too.
        onSuccess: (answer) => {
          setDraft(toDraft(answer));
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
          setDraft(toDraft(answer));
          confirm.reset();
          setReadAgain(true);
          focusTop();
        },
      },
    );
  }

  function removeRole(index: number) {
    const next = draft.roles[index + 1] ?? draft.roles[index - 1];
    update({ roles: draft.roles.filter((_, at) => at !== index) });
    setAnnouncement(`Role ${index + 1} removed`);
    focusFirst(next && focusIds.role(next.key), focusIds.addRole);
  }

  function removeDegree(index: number) {
    const next = draft.degrees[index + 1] ?? draft.degrees[index - 1];
    update({ degrees: draft.degrees.filter((_, at) => at !== index) });
    setAnnouncement(`Education ${index + 1} removed`);
    focusFirst(next && focusIds.degree(next.key), focusIds.addDegree);
  }

  return (
    <form className="grid gap-6" onSubmit={submit} noValidate>
      <PageHeader
        title={title}
        subtitle="Seeker reads your resume into these fields. Correct what it got wrong, then confirm: tailoring and “Fill from my resume” use what you confirm, and nothing else."
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
        {!confirmed && structure.read.problems.length > 0 && (
          <Notice kind="alert">Seeker could not read this resume reliably: {structure.read.problems.join('; ')}. Correct the fields below.</Notice>
        )}
        {!confirmed && unsureCount > 0 && (
          <Notice kind="note">
            {unsureCount === 1 ? 'One field is' : `${unsureCount} fields are`} marked where Seeker was not sure. Until you confirm, tailoring keeps
            your headings as written and claims nothing beyond them.
          </Notice>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <ContactSection draft={draft} update={update} errorOf={errorOf} />

      <section aria-labelledby="check-roles" className="grid gap-3">
        <h2 id="check-roles" className="text-lg font-semibold">
          Work experience
        </h2>
        {draft.roles.length === 0 && <p className="text-sm text-muted-foreground">Seeker read no roles. Add yours below.</p>}
        {draft.roles.map((role, index) => (
          <RoleCard
            key={role.key}
            role={role}
            index={index}
            count={draft.roles.length}
            roles={roleLabels}
            onChange={(next) => update({ roles: draft.roles.map((item) => (item.key === role.key ? next : item)) })}
            onMove={(by) => {
              update({ roles: moveEntry(draft.roles, index, by) });
              setAnnouncement(`Role ${index + 1} is now role ${index + 1 + by}`);
            }}
            onRemove={() => removeRole(index)}
            onMoveBullet={(bulletKey, toRoleKey) => {
              update({ roles: moveBullet(draft.roles, bulletKey, toRoleKey) });
              setAnnouncement(`Bullet moved to ${roleLabels.find((label) => label.key === toRoleKey)?.label ?? 'another role'}`);
            }}
            errorOf={errorOf}
          />
        ))}
        <Button
          id={focusIds.addRole}
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => {
            const role = emptyRole();
            update({ roles: [...draft.roles, role] });
            focusFirst(focusIds.roleTitle(role.key));
          }}
        >
          <Plus aria-hidden="true" />
          Add a role
        </Button>
      </section>

      <section aria-labelledby="check-education" className="grid gap-3">
        <h2 id="check-education" className="text-lg font-semibold">
          Education
        </h2>
        {draft.degrees.length === 0 && <p className="text-sm text-muted-foreground">Seeker read no degrees.</p>}
        {draft.degrees.map((degree, index) => (
          <DegreeCard
            key={degree.key}
            degree={degree}
            index={index}
            onChange={(next) => update({ degrees: draft.degrees.map((item) => (item.key === degree.key ? next : item)) })}
            onRemove={() => removeDegree(index)}
            errorOf={errorOf}
          />
        ))}
        <Button
          id={focusIds.addDegree}
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => {
            const degree = emptyDegree();
            update({ degrees: [...draft.degrees, degree] });
            focusFirst(focusIds.degreeType(degree.key));
          }}
        >
          <Plus aria-hidden="true" />
          Add education
        </Button>
      </section>

      <ListsSection draft={draft} update={update} errorOf={errorOf} />

      <div ref={failure} tabIndex={-1} className="outline-none">
        {confirm.isError && (
          <SaveFailure
            error={error}
            describe={named}
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
    </form>
  );
}
