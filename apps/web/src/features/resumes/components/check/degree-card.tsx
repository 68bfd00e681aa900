import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CheckedField, LinesField, ReadFrom } from './checked-field';
import { focusIds } from './focus';
import { endHint, monthHint } from './read-month';
import type { DraftDegree } from './structure-draft';

type DegreeCardProps = {
  degree: DraftDegree;
  index: number;
  onChange: (degree: DraftDegree) => void;
  onRemove: () => void;
  errorOf: (field: string) => string | undefined;
};

/** One degree or qualification of the check step, with the lines it was read from. */
export function DegreeCard({ degree, index, onChange, onRemove, errorOf }: DegreeCardProps) {
  const number = index + 1;
  const of = `of education ${number}`;
  const headingId = focusIds.degree(degree.key);
  // A field the person changed is theirs: no longer marked as one Seeker was unsure of.
  const set = (field: keyof DraftDegree) => (value: string) =>
    onChange({ ...degree, [field]: value, unsure: degree.unsure.filter((item) => item !== field) });
  const fieldId = (field: string) => focusIds.degreeField(degree.key, field);
  const unsure = (field: string) => degree.unsure.includes(field);
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-card p-4">
      <h3 id={headingId} tabIndex={-1} className="text-base font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring">
        Education {number}
        {degree.studyType ? `: ${degree.studyType}` : ''}
      </h3>
      <ReadFrom lines={degree.source} />
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <CheckedField
          label="Degree or qualification"
          labelSuffix={of}
          inputId={focusIds.degreeType(degree.key)}
          value={degree.studyType}
          onChange={set('studyType')}
          unsure={unsure('studyType')}
          error={errorOf(`education.${index}.studyType`)}
        />
        <CheckedField
          label="School"
          labelSuffix={of}
          inputId={fieldId('institution')}
          value={degree.institution}
          onChange={set('institution')}
          unsure={unsure('institution')}
          error={errorOf(`education.${index}.institution`)}
        />
        <CheckedField
          label="Start"
          labelSuffix={of}
          inputId={fieldId('startDate')}
          value={degree.startDate}
          onChange={set('startDate')}
          unsure={unsure('startDate')}
          hint={monthHint}
          error={errorOf(`education.${index}.startDate`)}
        />
        <CheckedField
          label="End"
          labelSuffix={of}
          inputId={fieldId('endDate')}
          value={degree.endDate}
          onChange={set('endDate')}
          unsure={unsure('endDate')}
          hint={endHint}
          error={errorOf(`education.${index}.endDate`)}
        />
      </div>
      <LinesField
        label={`Details of education ${number}`}
        inputId={fieldId('courses')}
        hint="Honours, courses, grades: one per line"
        value={degree.courses}
        onChange={set('courses')}
        rows={2}
      />
      <Button variant="outline" size="sm" className="justify-self-start text-destructive hover:text-destructive" onClick={onRemove}>
        <Trash2 aria-hidden="true" />
        Remove education {number}
      </Button>
    </section>
  );
}
