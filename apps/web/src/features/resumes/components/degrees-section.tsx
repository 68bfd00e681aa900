import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DegreeCard } from './check/degree-card';
import { focusFirst, focusIds } from './check/focus';
import { emptyDegree } from './check/structure-draft';
import type { EntrySectionProps } from './entry-section-props';

/** The check step's degrees, each removable, and a button to add one. */
export function DegreesSection({ draft, byHand, update, announce, errorOf }: EntrySectionProps) {
  function removeDegree(index: number) {
    const next = draft.degrees[index + 1] ?? draft.degrees[index - 1];
    update({ degrees: draft.degrees.filter((_, at) => at !== index) });
    announce(`Education ${index + 1} removed`);
    focusFirst(next && focusIds.degree(next.key), focusIds.addDegree);
  }

  return (
    <section aria-labelledby="check-education" className="grid gap-3">
      <h2 id="check-education" className="text-lg font-semibold">
        Education
      </h2>
      {draft.degrees.length === 0 && <p className="text-sm text-muted-foreground">{byHand ? 'No education yet.' : 'Seeker read no degrees.'}</p>}
      {draft.degrees.map((degree, index) => (
        <DegreeCard
          key={degree.key}
          degree={degree}
          index={index}
          onChange={(next) => update({ degrees: draft.degrees.map((item) => (item.key === degree.key ? next : item)) })}
          onRemove={() => removeDegree(index)}
          errorOf={errorOf}
        />
      ))}
      <Button
        id={focusIds.addDegree}
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => {
          const degree = emptyDegree();
          update({ degrees: [...draft.degrees, degree] });
          focusFirst(focusIds.degreeType(degree.key));
        }}
      >
        <Plus aria-hidden="true" />
        Add education
      </Button>
    </section>
  );
}
