import { tailoringMessages, type TailoringRecord } from '@seeker/contract';
import { CheckCircle2, Download, Eye } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { checkResumePath } from '@/features/resumes';
import { ChangesList } from './changes-list';
import { DocumentViewer } from './document-viewer/document-viewer';
import { MatchScore } from './match-score';

type TailoringResultsProps = { tailoring: TailoringRecord; signedUrl: string | null; title: string; justSaved: boolean };

/** The result: the download and preview banner, the score before → after, what changed, what to add, the document. */
export function TailoringResults({ tailoring, signedUrl, title, justSaved }: TailoringResultsProps) {
  const viewer = useRef<HTMLDivElement>(null);
  const { result } = tailoring;
  return (
    <section aria-labelledby="tailoring-results" className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-50">
        <p className="flex items-center gap-2 text-sm" role={justSaved ? 'status' : undefined}>
          <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
          {justSaved ? tailoringMessages.saved : `Saved to your resumes as “${tailoring.filename}”.`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={tailoring.pdfUrl} download={tailoring.filename}>
              <Download aria-hidden="true" />
              Download PDF
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={tailoring.docxUrl} download>
              <Download aria-hidden="true" />
              Download DOCX
            </a>
          </Button>
          <Button variant="outline" size="sm" onClick={() => viewer.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}>
            <Eye aria-hidden="true" />
            Preview
          </Button>
        </div>
      </div>
      <div className="grid gap-2">
        <h2 id="tailoring-results" className="text-xl font-semibold">
          Tailored resume
        </h2>
        <p className="text-sm text-muted-foreground">
          {result.engine === 'llm'
            ? 'Rewritten with your configured LLM, checked against your resume'
            : 'Rule-based rewrite: nothing added that your resume does not say'}
        </p>
        {result.readFrom === 'unchecked' && (
          <Notice kind="note">
            {tailoringMessages.unchecked}
            {tailoring.originalResumeId && (
              <>
                {' '}
                <Link to={checkResumePath(tailoring.originalResumeId)} className="font-medium underline">
                  Check what Seeker read
                </Link>
              </>
            )}
          </Notice>
        )}
        {result.notes.length > 0 && (
          <ul className="list-disc pl-5 text-sm text-amber-800 dark:text-amber-200">
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        )}
      </div>
      <MatchScore before={result.before} after={result.after} />
      <section aria-labelledby="tailoring-changes" className="grid grid-cols-1 gap-3">
        <h3 id="tailoring-changes" className="text-lg font-semibold">
          Changes made
        </h3>
        <ChangesList changes={result.changes} />
      </section>
      <section aria-labelledby="tailoring-suggestions" className="grid grid-cols-1 gap-3">
        <h3 id="tailoring-suggestions" className="text-lg font-semibold">
          Missing keywords
        </h3>
        {result.suggestions.length === 0 ? (
          <p className="text-sm text-muted-foreground">Your resume shows everything the posting asks for.</p>
        ) : (
          <ul className="grid gap-2">
            {result.suggestions.map((suggestion) => (
              <li key={suggestion.term} className="rounded-md border px-3 py-2 text-sm">
                <span className="font-medium">{suggestion.term}</span>{' '}
                <span className="text-xs text-muted-foreground">({suggestion.importance === 'keyword' ? 'keyword' : suggestion.importance})</span>
                <p className="text-muted-foreground">{suggestion.advice}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div ref={viewer} className="scroll-mt-4">
        <DocumentViewer title={title} signedUrl={signedUrl} alternativeUrl={tailoring.pdfUrl} text={result.text} />
      </div>
    </section>
  );
}
