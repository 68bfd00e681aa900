import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { checkResumePath, useResumes } from '@/features/resumes';

/**
 * What "Preferences Saved!" says of the resume the preferences go with: none yet, one to check (what Seeker
 * read from it feeds matching and tailoring), or one checked. Nothing while the list loads or if it cannot.
 */
export function SavedResumeNote({ userId }: { userId: string }) {
  const resumes = useResumes({ userId });
  if (!resumes.data) return null;
  const [resume] = resumes.data;
  if (!resume) {
    return (
      <p className="text-sm text-muted-foreground">
        You have no resume on file yet. Upload one in the first step of these preferences to have jobs matched against it and to tailor it.
      </p>
    );
  }
  if (!resume.hasText) {
    return (
      <p className="text-sm text-muted-foreground">
        Seeker found no readable text in {resume.title}, so jobs are matched on these preferences alone. Upload a text-based file or a sharper scan to
        have them matched against your resume.
      </p>
    );
  }
  if (resume.type !== 'original' || resume.structureConfirmedAt) {
    return <p className="text-sm text-muted-foreground">Your resume, {resume.title}, is checked: matching and tailoring use what you confirmed.</p>;
  }
  return (
    <div className="grid justify-items-center gap-2">
      <p className="text-sm text-muted-foreground">
        Seeker has read your resume, {resume.title}. Check what it read, so that matching and tailoring use the right facts.
      </p>
      <DialogClose asChild>
        <Button asChild variant="outline" size="sm">
          <Link to={checkResumePath(resume.id)}>Check what Seeker read</Link>
        </Button>
      </DialogClose>
    </div>
  );
}
