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

/** Where a refused field is, as the check step names it: "work.1.endDate" is "Role 2, End"; "skills.3.name" is "Skills, entry 4". */
export function fieldName(path: string): string {
  const [part, at, field, line] = path.split('.');
  const nth = (index: string | undefined) => Number(index) + 1;
  if (part === 'work')
    return [`Role ${nth(at)}`, field && fieldLabels[field], line !== undefined ? `line ${nth(line)}` : ''].filter(Boolean).join(', ');
  if (part === 'education')
    return [`Education ${nth(at)}`, field && fieldLabels[field], line !== undefined ? `line ${nth(line)}` : ''].filter(Boolean).join(', ');
  if (part === 'basics')
    return [basicsLabels[at ?? ''] ?? 'Name and contact', field !== undefined && /^\d+$/.test(field) ? `entry ${nth(field)}` : '']
      .filter(Boolean)
      .join(', ');
  if (part && listLabels[part]) return at === undefined ? listLabels[part] : `${listLabels[part]}, entry ${nth(at)}`;
  return 'A field';
}
