import type { MatchAnalysis } from '@seeker/contract';

const found = { exact: 'Yes', synonym: 'Under another name', missing: 'No' } as const;

function ColumnHeadings({ names }: { names: string[] }) {
  return (
    <thead className="text-xs text-muted-foreground">
      <tr>
        {names.map((name) => (
          <th key={name} scope="col" className="py-1 pr-3 font-medium">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** Before → after, the parts of the score, and each skill the posting asks for. */
export function MatchScore({ before, after }: { before: MatchAnalysis; after: MatchAnalysis }) {
  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-lg" aria-label={`Match score ${before.score} before tailoring, ${after.score} after`}>
        Match score <span className="font-semibold tabular-nums">{before.score}</span> →{' '}
        <span className="text-2xl font-bold text-primary tabular-nums">{after.score}</span>
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">How the score is made</caption>
          <ColumnHeadings names={['Part', 'Before', 'After', 'What counts']} />
          <tbody>
            {after.parts.map((part, index) => (
              <tr key={part.key} className="border-t">
                <th scope="row" className="py-1.5 pr-3 font-medium">
                  {part.label}
                </th>
                <td className="py-1.5 pr-3 tabular-nums">{part.max === 0 ? '—' : `${before.parts[index]?.earned ?? 0}/${part.max}`}</td>
                <td className="py-1.5 pr-3 tabular-nums">{part.max === 0 ? '—' : `${part.earned}/${part.max}`}</td>
                <td className="py-1.5 text-muted-foreground">{part.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {after.skills.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-1 text-left text-sm font-medium">Skills the posting asks for</caption>
            <ColumnHeadings names={['Skill', 'Needed', 'In your resume before', 'After']} />
            <tbody>
              {after.skills.map((skill, index) => (
                <tr key={skill.skill} className="border-t">
                  <th scope="row" className="py-1.5 pr-3 font-medium">
                    {skill.skill}
                  </th>
                  <td className="py-1.5 pr-3">{skill.importance === 'required' ? 'Required' : 'Preferred'}</td>
                  <td className="py-1.5 pr-3">{found[before.skills[index]?.found ?? 'missing']}</td>
                  <td className="py-1.5">
                    {found[skill.found]}
                    {skill.prominent ? ', up front' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
