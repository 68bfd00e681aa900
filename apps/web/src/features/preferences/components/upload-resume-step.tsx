import type { Resume } from '@seeker/contract';
import { Upload, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { QueryState, type LoadState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { FieldAlert } from '@/components/ui/field-alert';
import { ResumeFileCard } from './resume-file-card';
import { checkResumeFile, checkResumePath, listErrorMessage, resumeAccept } from '@/features/resumes';

type UploadResumeStepProps = {
  /** The user's resumes, read as a query (the newest first: the default one). */
  resumeList: LoadState<Resume[]>;
  file: File | null;
  onFileChange: (file: File | null) => void;
  usingDefault: boolean;
  onUseDefaultChange: (using: boolean) => void;
  disabled: boolean;
};

function formatSize(bytes: number) {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function UploadResumeStep({ resumeList, file, onFileChange, usingDefault, onUseDefaultChange, disabled }: UploadResumeStepProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  // A later choice wins even when an earlier check finishes after it.
  const choice = useRef(0);

  async function choose(chosen: File | undefined) {
    if (!chosen || disabled) return;
    const attempt = ++choice.current;
    setFileError(null);
    const problem = await checkResumeFile(chosen);
    if (attempt !== choice.current) return;
    if (problem) {
      setFileError(problem);
      return;
    }
    onFileChange(chosen);
    onUseDefaultChange(false);
  }

  /** Remove and Use Default: no file, no message about a refused one, and a check still running is ignored. */
  function discardChoice() {
    choice.current++;
    setFileError(null);
    onFileChange(null);
  }

  function handleDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <section aria-labelledby={`${inputId}-default`} className="grid grid-cols-[minmax(0,1fr)] gap-2">
        <h4 id={`${inputId}-default`} className="text-sm font-medium">
          Default resume
        </h4>
        <QueryState
          query={resumeList}
          look="notice"
          message={listErrorMessage}
          loading={<Spinner label="Loading resumes" className="size-6" />}
          isEmpty={(resumes) => resumes.length === 0}
          empty={<p className="text-sm text-muted-foreground">You have not uploaded a resume yet.</p>}
        >
          {([defaultResume]) =>
            defaultResume && (
              <ResumeFileCard
                name={defaultResume.title}
                details={`${defaultResume.fileType.toUpperCase()} · ${formatSize(defaultResume.fileSize)}${defaultResume.structureConfirmedAt ? ' · checked by you' : ''}`}
                testId="default-resume-title"
                warning={
                  defaultResume.hasText
                    ? undefined
                    : 'This file has no readable text, so it cannot be matched against jobs. Upload a text-based PDF, DOCX, DOC, ODT, RTF or TXT, or a sharper scan or photo.'
                }
              >
                <Button asChild variant="outline" size="sm">
                  <a href={defaultResume.fileUrl} target="_blank" rel="noopener noreferrer">
                    View<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </Button>
                {defaultResume.hasText && defaultResume.type === 'original' && (
                  <Button asChild variant="outline" size="sm">
                    <a href={checkResumePath(defaultResume.id)} target="_blank" rel="noopener noreferrer">
                      {/* A link says where it goes; whether it was checked is said in the details above. */}
                      {defaultResume.structureConfirmedAt ? 'Review what Seeker read' : 'Check what Seeker read'}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </Button>
                )}
                <Button
                  variant={usingDefault ? 'default' : 'outline'}
                  size="sm"
                  disabled={disabled}
                  aria-pressed={usingDefault}
                  onClick={() => {
                    onUseDefaultChange(!usingDefault);
                    if (usingDefault) return;
                    discardChoice();
                  }}
                >
                  {usingDefault ? 'Using Default' : 'Use Default'}
                </Button>
              </ResumeFileCard>
            )
          }
        </QueryState>
      </section>

      <section aria-labelledby={`${inputId}-new`} className="grid grid-cols-[minmax(0,1fr)] gap-2">
        <h4 id={`${inputId}-new`} className="text-sm font-medium">
          Upload a new resume
        </h4>
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={handleDrop}
          className={cn(
            'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors',
            'focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background',
            dragging ? 'border-primary bg-accent' : 'hover:bg-accent/60',
            disabled && 'cursor-not-allowed opacity-50',
          )}
        >
          <Upload aria-hidden="true" className="size-6 text-muted-foreground" />
          <span className="text-sm font-medium">Drag and drop your resume here, or click to browse</span>
          <span id={`${inputId}-hint`} className="text-xs text-muted-foreground">
            PDF, DOCX, DOC, ODT, RTF, TXT, PNG or JPEG, up to 10 MB
          </span>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={resumeAccept}
            aria-label="Upload resume"
            aria-describedby={`${inputId}-hint`}
            disabled={disabled}
            className="sr-only"
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              // Let the same file be chosen again after Remove.
              event.target.value = '';
            }}
          />
        </label>
        <FieldAlert message={fileError} />
        {file ? (
          <ResumeFileCard name={file.name} details={`${formatSize(file.size)} · uploaded when you finish`} testId="chosen-resume-name" highlighted>
            <Button
              variant="outline"
              size="sm"
              disabled={disabled}
              onClick={() => {
                discardChoice();
                inputRef.current?.focus();
              }}
            >
              <X aria-hidden="true" />
              Remove
            </Button>
          </ResumeFileCard>
        ) : null}
      </section>
    </div>
  );
}
