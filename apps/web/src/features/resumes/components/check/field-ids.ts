import { focusIds } from './focus';
import type { Draft } from './structure-draft';

/**
 * The id of the field an error is about, from its path in the API's body: "work.1.endDate" is the End
 * field of the draft's second role, "work.0.highlights.2" its third bullet, "skills.3.name" the Skills
 * field. The form's top when the path names no field on the page.
 */
export function fieldIdOf(path: string, draft: Draft): string {
  const [part, at, field, line] = path.split('.');
  if (part === 'basics' && at) return focusIds.basics(at);
  if (part === 'skills' || part === 'certificates' || part === 'languages') return focusIds.list(part);
  if (part === 'work') {
    const role = draft.roles[Number(at)];
    if (!role) return focusIds.top;
    if (field !== 'highlights') return field ? focusIds.roleField(role.key, field) : focusIds.role(role.key);
    const bullet = role.bullets[Number(line)];
    return bullet ? focusIds.bullet(bullet.key) : focusIds.addBullet(role.key);
  }
  if (part === 'education') {
    const degree = draft.degrees[Number(at)];
    if (!degree) return focusIds.top;
    return field ? focusIds.degreeField(degree.key, field) : focusIds.degree(degree.key);
  }
  return focusIds.top;
}
