import { Fragment } from 'react';
import { useKnowledge } from '../api/knowledge';

const count = (value: number) => value.toLocaleString('en');
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
const listed = new Intl.ListFormat('en', { type: 'conjunction' });
/** "English, German and French", as the index holds them. */
const languagesOf = (codes: readonly string[]) => listed.format(codes.map((code) => languageNames.of(code) ?? code));

/** A line of attribution with its addresses as links (the licences ask for a link where the page is on the web). */
function WithLinks({ text }: { text: string }) {
  return text.split(/(https:\/\/[^\s);,]+)/).map((part, index) =>
    part.startsWith('https://') ? (
      <a key={index} href={part} className="underline underline-offset-2" target="_blank" rel="noreferrer">
        {part.replace(/^https:\/\//, '').replace(/\/$/, '')}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/** Under Settings: what Seeker knows of occupations and job titles, and the credit ESCO's and O*NET's licences ask for. */
export function KnowledgeNote() {
  const { data: knowledge } = useKnowledge();
  if (!knowledge) return null;
  return (
    <section aria-labelledby="knowledge-heading" className="grid gap-2 rounded-lg border p-4 text-sm">
      <h2 id="knowledge-heading" className="text-base font-semibold">
        Occupations and job titles
      </h2>
      {knowledge.occupations === 'taxonomy' ? (
        <>
          <p className="text-muted-foreground">
            Seeker names the likely occupation of a job title — under each role when you check a resume, and on an application’s page — from{' '}
            {count(knowledge.occupationCount)} occupations and {count(knowledge.titleCount)} job titles in {languagesOf(knowledge.languages)}, only
            where it is sure.
          </p>
          <p className="text-muted-foreground">
            It reads what a posting asks for by {count(knowledge.skillCount)} skills, software and tools, and counts a requirement as met when your
            resume names the same skill in other words or another language.
          </p>
          <ul className="grid list-disc gap-1 pl-5 text-xs text-muted-foreground">
            {knowledge.attribution.map((line) => (
              <li key={line}>
                <WithLinks text={line} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-muted-foreground" role={knowledge.loading || knowledge.installing ? 'status' : undefined}>
          {knowledge.reason}
        </p>
      )}
    </section>
  );
}
