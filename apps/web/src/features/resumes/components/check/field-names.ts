const fieldLabels: Record<string, string> = {
  position: 'Title',
  name: 'Employer',
  location: 'Place',
  startDate: 'Start',
  endDate: 'End',
  highlights: 'Bullet',
  studyType: 'Degree or qualification',
  institution: 'School',
  courses: 'Details',
};
const basicsLabels: Record<string, string> = {
  name: 'Name',
  label: 'Headline',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  summary: 'Summary',
  profiles: 'Links',
};
const listLabels: Record<string, string> = { skills: 'Skills', certificates: 'Certificates and licences', languages: 'Languages' };

/** Which line of a list field (one entry per line) an entry is on: blank lines are dropped before saving, so they count here. */
export type LineOf = (list: 'skills' | 'certificates' | 'languages' | 'profiles', entry: number) => number;

/**
 * Where a refused field is, as the check step names it: "work.1.endDate" is "Role 2, End"; "skills.3.name"
 * is "Skills, line 5" when `lineOf` says which line the fourth skill is on ("entry 4" without it).
 */
export function fieldName(path: string, lineOf?: LineOf): string {
  const [part, at, field, line] = path.split('.');
  const nth = (index: string | undefined) => Number(index) + 1;
  if (part === 'work')
    return [`Role ${nth(at)}`, field && fieldLabels[field], line !== undefined ? `line ${nth(line)}` : ''].filter(Boolean).join(', ');
  if (part === 'education')
    return [`Education ${nth(at)}`, field && fieldLabels[field], line !== undefined ? `line ${nth(line)}` : ''].filter(Boolean).join(', ');
  const entry = (list: Parameters<LineOf>[0], index: string) => (lineOf ? `line ${lineOf(list, Number(index))}` : `entry ${nth(index)}`);
  if (part === 'basics')
    return [
      basicsLabels[at ?? ''] ?? 'Name and contact',
      at === 'profiles' && field !== undefined && /^\d+$/.test(field) ? entry('profiles', field) : '',
    ]
      .filter(Boolean)
      .join(', ');
  if (part && listLabels[part]) return at === undefined ? listLabels[part] : `${listLabels[part]}, ${entry(part as Parameters<LineOf>[0], at)}`;
  return 'A field';
}
