import { isDocumentLabel } from './document-labels';
import { isLanguageName, isLevel } from './language-names';
import { headingKind } from './resume-headings';
import { looksLikeRole } from './role-words';

/** What a skills section lists: the skills, and the spoken languages it names among them (with their levels). */
export type SkillItems = { skills: string[]; languages: string[] };

/** The text without its trailing full stops and spaces (a loop: the regex for it backtracks on a long run of dots). */
function trimEndDots(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === '.' || /\s/.test(text[end - 1]!))) end--;
  return text.slice(0, end);
}

/** Pieces of a line split at commas, semicolons, bars, bullets and " / ", never inside brackets ("Excel (Pivot, SVERWEIS)"). */
function pieces(line: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let current = '';
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (char === '(' || char === '[') depth++;
    if ((char === ')' || char === ']') && depth > 0) depth--;
    const slash = char === '/' && line[index - 1] === ' ' && line[index + 1] === ' ';
    if (depth === 0 && (/[,;|•·]/.test(char) || slash)) {
      found.push(current);
      current = '';
    } else current += char;
  }
  found.push(current);
  return found;
}

/**
 * Lines a skill wrapped over joined again: a line that ends mid-phrase (no separator or full stop) followed by one that
 * starts in lower case goes on ("Méthodes de" / "conception et" / "modélisation").
 */
function joinWrapped(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const startsALanguage = isLanguageName(line.split(/[\s,;(:–—-]/)[0]!);
    if (previous !== undefined && /^\p{Ll}/u.test(line) && !startsALanguage && !/[,;.:|•·!?)]$/.test(previous))
      joined[joined.length - 1] = `${previous} ${line}`;
    else joined.push(line);
  }
  return joined;
}

/** "Java – Basis", "Python (advanced)", "SQL: B2": the thing known, without how well. */
function withoutLevel(piece: string): string {
  const levelled = /^(.+?)\s*(?:[–—-]\s+|:\s*|\(\s*)([^()]+?)\)?$/.exec(piece);
  return levelled && isLevel(levelled[2]!) ? levelled[1]!.trim() : piece;
}

/**
 * The skills a skills section lists, each once: labels ("Programming Languages:") dropped, a level after a skill
 * dropped, a bare level, a heading or a job title no skill, and a spoken language ("Inglés (B2)") a language.
 */
export function readSkillItems(lines: readonly string[]): SkillItems {
  const skills: string[] = [];
  const languages: string[] = [];
  for (const line of joinWrapped(lines)) {
    // "Languages: Python, Go" is a label and its list; "Deutsch: C1" a language and its level.
    const labelled = /^([^,:;|()]{1,40}):\s*(.+)$/.exec(line);
    const withoutLabel = labelled && !isLanguageName(labelled[1]!) ? labelled[2]! : line;
    for (const raw of pieces(withoutLabel)) {
      if (raw.length > 200) continue;
      const piece = trimEndDots(raw.replace(/^(?:and|&)\s+/i, '')).trim();
      if (piece === '' || piece.length > 60 || piece.endsWith(':') || isLevel(piece)) continue;
      const thing = withoutLevel(piece);
      const language = /^([^\s()–—:-]+(?:\s[^\s()–—:-]+)?)/.exec(thing)?.[1] ?? '';
      if (isLanguageName(thing) || (isLanguageName(language) && thing !== piece)) {
        languages.push(piece);
        continue;
      }
      // A heading, a label or a job title ("Web Developer", "Office Assistant") is no skill.
      if (headingKind(thing) !== null || isDocumentLabel(thing) || looksLikeRole(thing)) continue;
      if (!skills.some((known) => known.toLowerCase() === thing.toLowerCase())) skills.push(thing);
    }
  }
  return { skills: skills.slice(0, 100), languages };
}
