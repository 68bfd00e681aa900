import { useKnowledge } from '../api/knowledge';

const count = (value: number) => value.toLocaleString('en');

/** Under Settings: what Seeker knows of occupations and job titles, and the credit ESCO's and O*NET's licences ask for. */
export function KnowledgeNote() {
  const { data: knowledge } = useKnowledge();
  if (!knowledge) return null;
  return (
    <section aria-labelledby="knowledge-heading" className="grid gap-2 rounded-lg border p-4 text-sm">
      <h2 id="knowledge-heading" className="font-semibold">
        Occupations and job titles
      </h2>
      {knowledge.occupations === 'taxonomy' ? (
        <>
          <p className="text-muted-foreground">
            Seeker reads job titles in eight languages by {count(knowledge.occupationCount)} occupations and {count(knowledge.titleCount)} titles of
            ESCO and O*NET.
          </p>
          <ul className="grid list-disc gap-1 pl-5 text-xs text-muted-foreground">
            {knowledge.attribution.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-muted-foreground">{knowledge.reason}</p>
      )}
    </section>
  );
}
