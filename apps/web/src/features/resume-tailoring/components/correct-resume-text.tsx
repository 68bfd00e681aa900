import { ListChecks, PencilLine } from 'lucide-react';
import { Link } from 'react-router';
import { useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { checkResumePath, getResumeText } from '@/features/resumes';

type CorrectResumeTextProps = {
  /** The saved resume Seeker could not read reliably, or null when the user typed the text (it is already in the text area). */
  resumeId: string | null;
  /** Puts the text in the resume text area, as typed text the user can correct, and focuses it. */
  onText: (text: string) => void;
};

/**
 * After "Seeker could not read this resume reliably": the way to fix it before tailoring again. A saved
 * resume's text is loaded into the text area to correct; typed text is already there.
 */
export function CorrectResumeText({ resumeId, onText }: CorrectResumeTextProps) {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  if (resumeId === null) return <p className="text-sm">Correct the text in the Resume box above, then tailor again.</p>;

  async function load(id: string) {
    setLoading(true);
    setFailed(false);
    try {
      onText((await getResumeText({ resumeId: id })).text);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" size="sm" onClick={() => void load(resumeId)} disabled={loading}>
        {loading ? <Spinner label="Loading the text" className="size-4" /> : <PencilLine aria-hidden="true" />}
        Correct the text Seeker read
      </Button>
      <Link to={checkResumePath(resumeId)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        <ListChecks aria-hidden="true" />
        Check what Seeker read
      </Link>
      {failed && <span className="text-sm">The text could not be loaded. Paste your resume into the Resume box instead.</span>}
    </div>
  );
}
