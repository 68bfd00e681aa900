import type { Skill } from './skill-vocabulary';
import { escapeRegExp } from '../text/regexp';

// A bullet is reworded only where the other name is the same name written another way: a short form
// ("JS" for JavaScript, "EHR" for Electronic Health Records, "k8s" for Kubernetes) or a spelling
// ("Postgres", "NodeJS", "Golang"). A related word is never swapped: "WCAG" is not "Accessibility",
// "containers" is not "Docker", "pipeline" is not "Pipeline Management".
export function isSameName(name: string, wording: string): boolean {
  const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9+#]/g, '');
  const [short, long] = compact(name).length <= compact(wording).length ? [name, wording] : [wording, name];
  if (compact(short) === compact(long)) return true;
  if (/^[A-Z]{2,5}$/.test(short) && initials(long) === short) return true;
  if (numeronym(compact(short), compact(long))) return true;
  // One word spelled longer: "Postgres" → "PostgreSQL", "Node" → "Node.js", "Go" → "Golang".
  return !/\s/.test(short) && !/\s/.test(long) && compact(long).startsWith(compact(short)) && compact(short).length >= 2;
}

/** "JavaScript" → "JS", "Electronic Health Records" → "EHR", "Amazon Web Services" → "AWS". */
function initials(text: string) {
  return text
    .split(/\s+|(?<=[a-z])(?=[A-Z])/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** "k8s" is "kubernetes", "a11y" is "accessibility": first letter, how many between, last letter. */
function numeronym(short: string, long: string) {
  const match = /^([a-z])(\d+)([a-z])$/.exec(short);
  return match !== null && long.length === Number(match[2]) + 2 && long.startsWith(match[1]!) && long.endsWith(match[3]!);
}

function namePattern(name: string) {
  // Not inside a longer name: "Node" is not replaced in "Node.js", nor "JS" in "NodeJS".
  return new RegExp(`(?<![\\p{L}\\p{N}.])${escapeRegExp(name)}(?![\\p{L}\\p{N}+#]|\\.[\\p{L}\\p{N}])`, 'gu');
}

/** The text with every other name of `skill` that is the same name written the posting's way. */
export function rewordSkill(text: string, skill: Skill, wording: string): string {
  let result = text;
  for (const name of [skill.name, ...skill.aliases]) {
    if (name.toLowerCase() === wording.toLowerCase() || !isSameName(name, wording)) continue;
    // Short forms are matched as written ("JS", not "js" inside a path); longer names in any case.
    const pattern = namePattern(name);
    result = result.replace(/^[A-Z0-9]{2,5}$/.test(name) ? pattern : new RegExp(pattern.source, 'giu'), wording);
  }
  return result;
}
