import { resumeMessages, tailoringMessages, type Resume } from '@seeker/contract';
import { FileText, Trash2, Upload } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FileButton } from '@/components/ui/file-button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import {
  checkResumeFile,
  checkResumePath,
  ConfirmDeleteResumeDialog,
  resumeAccept,
  uploadErrorMessage,
  useDeleteResume,
  useUploadResume,
} from '@/features/resumes';
import type { useResumeInput } from '../hooks/use-resume-input';

type ResumePickerProps = {
  userId: string;
  resumes: Resume[];
  loading: boolean;
  listError: string | null;
  resume: ReturnType<typeof useResumeInput>;
  /** The resume text area, for the screen to move focus to when it loads text to correct. */
  textRef?: Ref<HTMLTextAreaElement>;
};

/** Upload Resume, the saved-resume dropdown with delete, Load Sample Resume, and the resume text area. */
export function ResumePicker({ userId, resumes, loading, listError, resume, textRef }: ResumePickerProps) {
  const ids = { select: useId(), text: useId(), hint: useId() };
  const upload = useUploadResume();
  const remove = useDeleteResume();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Resume | null>(null);
  const { input, chosen } = resume;

  async function uploadFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    const refused = await checkResumeFile(file);
    if (refused) {
      setError(refused);
      return;
    }
    upload.mutate(
      { userId, file, metadata: { keywords: [] } },
      {
        onSuccess: (uploaded) => resume.uploaded(uploaded.id),
        onError: (failure) => setError(uploadErrorMessage(failure) || resumeMessages.uploadFailed),
      },
    );
  }

  function confirmDelete() {
    const target = confirming;
    setConfirming(null);
    if (!target) return;
    setError(null);
    remove.mutate({ userId, resumeId: target.id }, { onError: () => setError(tailoringMessages.deleteFailed) });
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <FileButton variant="outline" accept={resumeAccept} onFile={(file) => void uploadFile(file)} disabled={upload.isPending}>
          <Upload aria-hidden="true" />
          {upload.isPending ? 'Uploading…' : 'Upload Resume'}
        </FileButton>
        <Button variant="outline" onClick={resume.loadSample}>
          <FileText aria-hidden="true" />
          Load Sample Resume
        </Button>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.select}>Saved resumes</Label>
        <div className="flex gap-2">
          <Select
            id={ids.select}
            value={input.resumeId ?? ''}
            disabled={loading || resumes.length === 0}
            onChange={(event) => (event.target.value ? resume.choose(event.target.value) : resume.switchToManual())}
            className="min-w-0 flex-1"
          >
            <option value="">{loading ? 'Loading resumes…' : resumes.length === 0 ? 'No saved resumes yet' : 'Choose a saved resume'}</option>
            {resumes.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title} ({item.type === 'original' ? 'original' : 'tailored'})
              </option>
            ))}
          </Select>
          <Button
            variant="outline"
            size="icon"
            aria-label={chosen ? `Delete ${chosen.title}` : 'Delete the chosen resume'}
            disabled={!chosen || remove.isPending}
            onClick={() => setConfirming(chosen ?? null)}
          >
            <Trash2 />
          </Button>
        </div>
        {listError && <p className="text-sm text-destructive">{listError}</p>}
      </div>
      <div className="grid gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={ids.text}>Resume</Label>
          {input.sample && <Badge variant="outline">Sample resume — replace it with yours</Badge>}
          {input.method !== 'manual' && (
            <Button variant="ghost" size="sm" onClick={resume.switchToManual}>
              Switch to manual input
            </Button>
          )}
        </div>
        <textarea
          ref={textRef}
          id={ids.text}
          value={input.text}
          onChange={(event) => resume.type(event.target.value)}
          disabled={input.method !== 'manual'}
          placeholder={input.method === 'manual' ? 'Paste or type your resume here' : tailoringMessages.savedPlaceholder}
          aria-describedby={ids.hint}
          rows={12}
          className="min-h-48 w-full rounded-md border border-input bg-background px-3 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-70"
        />
        <p id={ids.hint} className="text-xs text-muted-foreground">
          {chosen
            ? chosen.hasText
              ? `Using “${chosen.title}”.`
              : tailoringMessages.noResumeText
            : 'PDF, DOCX, DOC, ODT, RTF, TXT, PNG or JPEG up to 10 MB, or type it in.'}
          {chosen?.hasText && chosen.type === 'original' && (
            <>
              {' '}
              {chosen.structureConfirmedAt ? 'You checked what Seeker read from it.' : 'Seeker has not had you check what it read from it yet.'}{' '}
              <Link to={checkResumePath(chosen.id)} className="font-medium text-foreground underline">
                {chosen.structureConfirmedAt ? 'Check again' : 'Check what Seeker read'}
              </Link>
            </>
          )}
        </p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <ConfirmDeleteResumeDialog title={confirming?.title ?? null} onCancel={() => setConfirming(null)} onConfirm={confirmDelete} />
    </div>
  );
}
