import { resumeStructureMessages, type ResumeStructure } from '@seeker/contract';
import { CheckCircle2, Plus, RotateCcw } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useConfirmResumeStructure, useForgetResumeStructure, useResumeStructure } from '../api/resume-structure';
import { CheckedField, LinesField } from './check/checked-field';
import { DegreeCard } from './check/degree-card';
import { RoleCard } from './check/role-card';
import { emptyDegree, emptyRole, fromDraft, moveBullet, moveEntry, toDraft, type Draft } from './check/structure-draft';

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
          {structure.error instanceof ApiError && structure.error.status < 500 ? structure.error.message : resumeStructureMessages.loadFailed}
        </Notice>
        <Link to="/settings?tab=resume" className={buttonVariants({ variant: 'outline', className: 'justify-self-start' })}>
          Back to your resumes
        </Link>
      </div>
    );
  return <StructureForm structure={structure.data} />;
}

function StructureForm({ structure }: { structure: ResumeStructure }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(structure));
  const [announcement, setAnnouncement] = useState('');
  const confirm = useConfirmResumeStructure();
  const forget = useForgetResumeStructure();
  const saved = useRef<HTMLDivElement>(null);
  const confirmed = structure.status === 'confirmed';
  const unsureCount =
    draft.roles.reduce((sum, role) => sum + role.unsure.length, 0) +
    draft.degrees.reduce((sum, degree) => sum + degree.unsure.length, 0) +
    (draft.nameUnsure ? 1 : 0);
  const error = confirm.error instanceof ApiError ? confirm.error : null;
  const errorOf = (path: string) => error?.fieldMessage(path);
  const update = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const roleLabels = draft.roles.map((role, index) => ({ key: role.key, label: `Role ${index + 1}${role.position ? `: ${role.position}` : ''}` }));

  function submit(event: FormEvent) {
    event.preventDefault();
    confirm.mutate(
      { resumeId: structure.resumeId, resume: fromDraft(draft, structure.resume) },
      {
        // The form starts again from what was stored, and the confirmation takes the focus.
        onSuccess: (answer) => {
          setDraft(toDraft(answer));
          requestAnimationFrame(() => saved.current?.focus());
        },
      },
    );
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
              Confirmed {new Date(structure.confirmedAt!).toLocaleDateString()}
            </Badge>
          ) : (
            <Badge variant="outline" className="whitespace-nowrap">
              Not checked yet
            </Badge>
          )
        }
      />
      <div ref={saved} tabIndex={-1} className="grid gap-3 outline-none">
        {confirm.isSuccess && confirmed && (
          <Notice kind="status">
            {resumeStructureMessages.confirmed}{' '}
            <Link to="/resume-tailoring/new" className="font-medium underline">
              Tailor a resume
            </Link>
          </Notice>
        )}
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

      <section aria-labelledby="check-contact" className="grid gap-3">
        <h2 id="check-contact" className="text-lg font-semibold">
          Name and contact
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <CheckedField
            label="Name"
            value={draft.name}
            onChange={(name) => update({ name })}
            unsure={draft.nameUnsure}
            autoComplete="name"
            error={errorOf('basics.name')}
          />
          <CheckedField label="Headline" value={draft.label} onChange={(label) => update({ label })} error={errorOf('basics.label')} />
          <CheckedField label="Email" type="email" value={draft.email} onChange={(email) => update({ email })} error={errorOf('basics.email')} />
          <CheckedField label="Phone" type="tel" value={draft.phone} onChange={(phone) => update({ phone })} error={errorOf('basics.phone')} />
          <CheckedField label="Location" value={draft.city} onChange={(city) => update({ city })} error={errorOf('basics.location.city')} />
        </div>
        <LinesField label="Links" hint="One address per line" value={draft.links} onChange={(links) => update({ links })} rows={2} />
        <LinesField label="Summary" hint="As your resume says it" value={draft.summary} onChange={(summary) => update({ summary })} />
      </section>

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
              setAnnouncement(`Role moved to position ${index + 1 + by}`);
            }}
            onRemove={() => {
              update({ roles: draft.roles.filter((item) => item.key !== role.key) });
              setAnnouncement(`Role ${index + 1} removed`);
            }}
            onMoveBullet={(bulletKey, toRoleKey) => {
              update({ roles: moveBullet(draft.roles, bulletKey, toRoleKey) });
              setAnnouncement(`Bullet moved to ${roleLabels.find((label) => label.key === toRoleKey)?.label ?? 'another role'}`);
            }}
            errorOf={errorOf}
          />
        ))}
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => update({ roles: [...draft.roles, emptyRole()] })}>
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
            onRemove={() => update({ degrees: draft.degrees.filter((item) => item.key !== degree.key) })}
            errorOf={errorOf}
          />
        ))}
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => update({ degrees: [...draft.degrees, emptyDegree()] })}>
          <Plus aria-hidden="true" />
          Add education
        </Button>
      </section>

      <section aria-labelledby="check-lists" className="grid gap-3">
        <h2 id="check-lists" className="text-lg font-semibold">
          Skills, certificates and languages
        </h2>
        <div className="grid gap-3 md:grid-cols-3">
          <LinesField
            label="Skills"
            hint="Only what you would list as a skill: one per line"
            value={draft.skills}
            onChange={(skills) => update({ skills })}
            rows={6}
          />
          <LinesField
            label="Certificates and licences"
            hint="One per line"
            value={draft.certificates}
            onChange={(certificates) => update({ certificates })}
            rows={6}
          />
          <LinesField
            label="Languages"
            hint="One per line, e.g. “Spanish (fluent)”"
            value={draft.languages}
            onChange={(languages) => update({ languages })}
            rows={6}
          />
        </div>
      </section>

      {confirm.isError && (
        <Notice kind="alert">
          {error && error.status < 500 ? `${resumeStructureMessages.saveFailed} ${error.message}` : resumeStructureMessages.saveFailed}
        </Notice>
      )}
      {forget.isError && <Notice kind="alert">{resumeStructureMessages.saveFailed}</Notice>}
      <div className="flex flex-wrap gap-2 border-t pt-4">
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? <Spinner label="Saving" className="size-4" /> : <CheckCircle2 aria-hidden="true" />}
          {confirmed ? 'Save changes' : 'Confirm these details'}
        </Button>
        {confirmed && (
          <Button
            variant="outline"
            onClick={() => forget.mutate({ resumeId: structure.resumeId }, { onSuccess: (answer) => setDraft(toDraft(answer)) })}
            disabled={forget.isPending}
          >
            <RotateCcw aria-hidden="true" />
            Read the file again
          </Button>
        )}
        <Link to="/settings?tab=resume" className={buttonVariants({ variant: 'ghost' })}>
          Back to your resumes
        </Link>
      </div>
    </form>
  );
}
