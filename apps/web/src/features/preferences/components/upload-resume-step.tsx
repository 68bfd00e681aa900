import type { Resume } from '@seeker/contract';
import { FileText, Upload, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { checkResumeFile, resumeAccept } from '@/features/resumes/lib/check-resume-file';
import { cn } from '@/lib/cn';
import { FieldAlert } from './field-alert';

export type ResumeListState = { resumes: Resume[] | undefined; isPending: boolean; error: string | null };

type UploadResumeStepProps = {
  resumeList: ResumeListState;
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

  function handleDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    void choose(event.dataTransfer.files[0]);
  }

  const defaultResume = resumeList.resumes?.[0];

  return (
    <div className="grid gap-5">
      <section aria-labelledby={`${inputId}-default`} className="grid gap-2">
        <h4 id={`${inputId}-default`} className="text-sm font-medium">
          Default resume
        </h4>
        {resumeList.isPending ? (
          <Spinner label="Loading resumes" className="size-6" />
        ) : resumeList.error ? (
          <FieldAlert message={resumeList.error} />
        ) : defaultResume ? (
          <div className="flex flex-wrap items-center gap-3 rounded-md border p-3">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <span className="truncate text-sm font-medium" data-testid="default-resume-title">
                {defaultResume.title}
              </span>
              <span className="text-xs text-muted-foreground">
                {defaultResume.fileType.toUpperCase()} · {formatSize(defaultResume.fileSize)}
              </span>
              {defaultResume.hasText ? null : (
                <span className="text-xs text-amber-800 dark:text-amber-300">
                  This file has no readable text, so it cannot be matched against jobs. Upload a text-based PDF, DOCX or TXT.
                </span>
              )}
            </div>
            <div className="flex gap-2">
              <Button asChild variant="outline" size="sm">
                <a href={defaultResume.fileUrl} target="_blank" rel="noopener noreferrer">
                  View
                </a>
              </Button>
              <Button
                variant={usingDefault ? 'default' : 'outline'}
                size="sm"
                disabled={disabled}
                onClick={() => {
                  onUseDefaultChange(!usingDefault);
                  if (!usingDefault) onFileChange(null);
                }}
              >
                {usingDefault ? 'Using Default' : 'Use Default'}
              </Button>
            </div>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">You have not uploaded a resume yet.</p>
        )}
      </section>

      <section aria-labelledby={`${inputId}-new`} className="grid gap-2">
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
            PDF, DOCX or TXT, up to 10 MB
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
          <div className="flex flex-wrap items-center gap-3 rounded-md border p-3">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <span className="truncate text-sm font-medium" data-testid="chosen-resume-name">
                {file.name}
              </span>
              <span className="text-xs text-muted-foreground">{formatSize(file.size)} · uploaded when you finish</span>
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={disabled}
              onClick={() => {
                onFileChange(null);
                inputRef.current?.focus();
              }}
            >
              <X aria-hidden="true" />
              Remove
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
