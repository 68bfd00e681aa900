import type { Resume } from '@seeker/contract';
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { LoadingLine } from '@/components/ui/loading-line';
import { Notice } from '@/components/ui/notice';
import { FileButton } from '@/components/ui/file-button';
import {
  checkResumeFile,
  ConfirmDeleteResumeDialog,
  listErrorMessage,
  resumeAccept,
  uploadErrorMessage,
  useDeleteResume,
  useReplaceResumeFile,
  useResumeLibrary,
  useSetPrimaryResume,
  useUploadResume,
} from '@/features/resumes';
import { getErrorMessage } from '@/lib/api-client';
import { ResumeRow } from './resume-row';

type Notice = { kind: 'status' | 'alert'; text: string };

/** Settings' Resume tab: the user's real resumes with Download, Update, Make primary and Delete. */
export function ResumeTab({ userId }: { userId: string }) {
  const library = useResumeLibrary({ userId });
  const upload = useUploadResume();
  const replace = useReplaceResumeFile();
  const primary = useSetPrimaryResume();
  const remove = useDeleteResume();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState<Resume | null>(null);
  // Focus after the confirmation: back on the Delete button, or on the heading once its row is gone.
  const deleteButton = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = upload.isPending || replace.isPending || primary.isPending || remove.isPending;

  /** The browser-side checks first (type by content, size), so a wrong file never leaves the machine. */
  async function checked(file: File) {
    setNotice(null);
    const refused = await checkResumeFile(file);
    if (refused) setNotice({ kind: 'alert', text: refused });
    return !refused;
  }

  async function uploadFile(file: File) {
    if (!(await checked(file))) return;
    upload.mutate(
      { userId, file, metadata: { keywords: [] } },
      {
        onSuccess: (resume) => setNotice({ kind: 'status', text: `Uploaded “${resume.title}”.` }),
        onError: (error) => setNotice({ kind: 'alert', text: uploadErrorMessage(error) }),
      },
    );
  }

  async function replaceFile(resume: Resume, file: File) {
    if (!(await checked(file))) return;
    replace.mutate(
      { userId, resumeId: resume.id, file },
      {
        onSuccess: () => setNotice({ kind: 'status', text: `Replaced the file of “${resume.title}” with ${file.name}.` }),
        onError: (error) => setNotice({ kind: 'alert', text: uploadErrorMessage(error) }),
      },
    );
  }

  function makePrimary(resume: Resume) {
    setNotice(null);
    primary.mutate(
      { userId, resumeId: resume.id },
      {
        onSuccess: () => setNotice({ kind: 'status', text: `“${resume.title}” is now your primary resume.` }),
        onError: (error) => setNotice({ kind: 'alert', text: getErrorMessage(error) }),
      },
    );
  }

  function confirmDelete() {
    const target = confirming;
    setConfirming(null);
    if (!target) return;
    setNotice(null);
    remove.mutate(
      { userId, resumeId: target.id },
      {
        onSuccess: () => setNotice({ kind: 'status', text: `Deleted “${target.title}”.` }),
        onError: () => setNotice({ kind: 'alert', text: 'Failed to delete the resume. Please try again.' }),
      },
    );
  }

  return (
    <section aria-labelledby="resume-tab-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="resume-tab-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
            Your resumes
          </h2>
          <p className="text-sm text-muted-foreground">The primary resume is the one searches, tailoring and “Fill from my resume” start from.</p>
        </div>
        <FileButton variant="outline" accept={resumeAccept} onFile={(file) => void uploadFile(file)} disabled={busy}>
          <Upload aria-hidden="true" />
          {upload.isPending ? 'Uploading…' : 'Upload resume'}
        </FileButton>
      </div>
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
      <QueryState
        query={library}
        look="plain"
        message={listErrorMessage}
        loading={<LoadingLine>Loading resumes…</LoadingLine>}
        isEmpty={({ resumes }) => resumes.length === 0}
        empty={
          <p className="rounded-lg border border-dashed p-6 text-sm text-muted-foreground">
            No resumes yet. Upload a PDF, DOCX, DOC, ODT, RTF, TXT, PNG or JPEG resume (at most 10 MB) to search and tailor with it.
          </p>
        }
      >
        {({ resumes, primaryResumeId }) => (
          <ul className="grid gap-3" aria-label="Resumes">
            {resumes.map((resume) => (
              <ResumeRow
                key={resume.id}
                resume={resume}
                primary={resume.id === primaryResumeId}
                busy={busy}
                replacing={replace.isPending && replace.variables.resumeId === resume.id}
                onReplace={(file) => void replaceFile(resume, file)}
                onMakePrimary={() => makePrimary(resume)}
                onDelete={(button) => {
                  deleteButton.current = button;
                  setConfirming(resume);
                }}
              />
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDeleteResumeDialog
        title={confirming?.title ?? null}
        onCancel={() => setConfirming(null)}
        onConfirm={confirmDelete}
        returnFocus={() => (deleteButton.current?.isConnected && !remove.isPending ? deleteButton.current : heading.current)}
      />
    </section>
  );
}
