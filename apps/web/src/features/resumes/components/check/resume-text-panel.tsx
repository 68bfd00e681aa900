import { useQuery } from '@tanstack/react-query';
import { ChevronDown, FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { getResumeTextQueryOptions } from '../../api/get-resume-text';

/**
 * "See the text Seeker read": the resume's text as Seeker read it, shown in place on request (fetched
 * then), to see what went wrong or to copy from while filling the fields by hand.
 */
export function ResumeTextPanel({ resumeId }: { resumeId: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const text = useQuery({ ...getResumeTextQueryOptions(resumeId), enabled: open });
  return (
    <div className="grid gap-2">
      <Button variant="outline" className="justify-self-start" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <FileText aria-hidden="true" />
        See the text Seeker read
        <ChevronDown aria-hidden="true" className={cn('transition-transform motion-reduce:transition-none', open && 'rotate-180')} />
      </Button>
      <div id={id} hidden={!open}>
        {open &&
          (text.isPending ? (
            <Spinner label="Loading the text" className="size-6" />
          ) : text.isError ? (
            <Notice kind="alert">The text could not be loaded. {getErrorMessage(text.error)}</Notice>
          ) : text.data.text.trim() === '' ? (
            <Notice kind="note">Seeker found no text in this file.</Notice>
          ) : (
            <pre
              tabIndex={0}
              aria-label="The text Seeker read"
              className="max-h-96 overflow-auto rounded-md border bg-muted/60 p-3 font-mono text-xs break-words whitespace-pre-wrap text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {text.data.text}
            </pre>
          ))}
      </div>
    </div>
  );
}
