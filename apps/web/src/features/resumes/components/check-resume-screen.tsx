import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useResumeStructure } from '../api/resume-structure';
import { focusFirst, focusIds } from './check/focus';
import { StructureLoadFailure } from './check/load-failure';
import { blankStructure } from './check/structure-draft';
import { checkResumeTitle, StructureForm } from './structure-form';

/**
 * "Check what Seeker read" (issue 45): the resume as fields, each role and degree with the lines it was
 * read from and the fields Seeker was unsure of marked; all editable. Confirmed, the fields are what
 * tailoring and "Fill from my resume" read. When the reading cannot be loaded: why, Try again, the text
 * Seeker read, and the same form empty to fill in by hand.
 */
export function CheckResumeScreen({ resumeId }: { resumeId: string }) {
  const structure = useResumeStructure(resumeId);
  const [byHand, setByHand] = useState(false);
  // Typed by hand, then confirmed: the answer is the form's from then on, in the same form.
  if (byHand) return <StructureForm key="by-hand" structure={structure.data ?? blankStructure(resumeId)} byHand={!structure.data} />;
  if (structure.isPending)
    return (
      <div className="grid gap-6">
        <PageHeader title={checkResumeTitle} />
        <div className="flex justify-center py-12">
          <Spinner label="Reading your resume" className="size-8" />
        </div>
      </div>
    );
  if (structure.isError)
    return (
      <div className="grid gap-6">
        <PageHeader title={checkResumeTitle} />
        <StructureLoadFailure
          resumeId={resumeId}
          error={structure.error}
          failures={structure.errorUpdateCount}
          retrying={structure.isFetching}
          // Loaded at last, the form takes the place of the button pressed: focus goes to its top.
          onRetry={() => void structure.refetch().then((answer) => answer.isSuccess && focusFirst(focusIds.top))}
          onFillByHand={() => {
            setByHand(true);
            focusFirst(focusIds.basics('name'));
          }}
        />
      </div>
    );
  // A new file is a new reading: the form starts again from it.
  return <StructureForm key={structure.data.fileVersion} structure={structure.data} byHand={false} />;
}
