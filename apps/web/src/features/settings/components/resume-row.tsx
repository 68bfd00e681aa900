import type { Resume } from '@seeker/contract';
import { CheckCircle2, Download, FileText, ListChecks, RefreshCw, Star, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { FileButton } from '@/components/ui/file-button';
import { checkResumePath, resumeAccept } from '@/features/resumes';
import { formatFileSize } from '../lib/format-file-size';
import { formatDateOf } from '@/lib/format-dates';

type ResumeRowProps = {
  resume: Resume;
  primary: boolean;
  busy: boolean;
  replacing: boolean;
  onReplace: (file: File) => void;
  onMakePrimary: () => void;
  /** With the button pressed, for focus to return to. */
  onDelete: (button: HTMLElement) => void;
};

/** One resume: what it is, when it came, and its buttons (each name starts with the visible words, then the resume, for screen readers). */
export function ResumeRow({ resume, primary, busy, replacing, onReplace, onMakePrimary, onDelete }: ResumeRowProps) {
  const uploaded = resume.type === 'original';
  const checkLabel = resume.structureConfirmedAt ? 'Check again' : 'Check what Seeker read';
  const changed = resume.updatedAt !== resume.createdAt;
  const details = [
    resume.fileType.toUpperCase(),
    formatFileSize(resume.fileSize),
    `${uploaded ? 'Uploaded' : 'Tailored'} ${formatDateOf(resume.createdAt)}`,
    ...(changed ? [`file replaced ${formatDateOf(resume.updatedAt)}`] : []),
  ];
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="flex min-w-0 items-start gap-3">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-words">{resume.title}</span>
            {primary && (
              <Badge variant="success">
                <Star aria-hidden="true" className="size-3" />
                Primary
              </Badge>
            )}
            {!uploaded && <Badge variant="secondary">Tailored{resume.metadata.relatedCompany ? ` for ${resume.metadata.relatedCompany}` : ''}</Badge>}
            {uploaded && resume.structureConfirmedAt && (
              <Badge variant="outline">
                <CheckCircle2 aria-hidden="true" className="size-3" />
                Checked
              </Badge>
            )}
          </p>
          <p className="text-xs text-muted-foreground">{details.join(' · ')}</p>
          {!resume.hasText && (
            <p className="text-xs text-amber-800 dark:text-amber-300">No readable text (a scanned PDF?): searches and tailoring cannot read it.</p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={resume.fileUrl} download className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={`Download ${resume.title}`}>
          <Download aria-hidden="true" />
          Download
        </a>
        {uploaded && resume.hasText && (
          <Link
            to={checkResumePath(resume.id)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            aria-label={`${checkLabel}: ${resume.title}`}
          >
            <ListChecks aria-hidden="true" />
            {checkLabel}
          </Link>
        )}
        {uploaded && (
          <FileButton
            variant="outline"
            size="sm"
            accept={resumeAccept}
            onFile={onReplace}
            disabled={busy}
            aria-label={`${replacing ? 'Updating…' : 'Update'} ${resume.title} with a new file`}
          >
            <RefreshCw aria-hidden="true" className={replacing ? 'animate-spin' : undefined} />
            {replacing ? 'Updating…' : 'Update'}
          </FileButton>
        )}
        {uploaded && !primary && (
          <Button variant="outline" size="sm" onClick={onMakePrimary} disabled={busy} aria-label={`Make primary: ${resume.title}`}>
            <Star aria-hidden="true" />
            Make primary
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          onClick={(event) => onDelete(event.currentTarget)}
          disabled={busy}
          aria-label={`Delete ${resume.title}`}
          className="text-destructive hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}
