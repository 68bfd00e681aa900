import { englishRoleWords } from './role-words-english';
import { otherLanguageRoleWords } from './role-words-other-languages';

// Job titles' words in the eight languages read (a German compound ends in one, feminine forms too:
// "Abteilungsleiter", "CNC-Programmierer", "Datenjournalistin"). A hand list (role-words-english.ts,
// role-words-other-languages.ts) until an occupational taxonomy with labels in every language can replace it
// (decision 0030).
const roleWords = new RegExp(
  `(?<![\\p{L}])(?:${[...englishRoleWords, ...otherLanguageRoleWords].join('|')})s?(?![\\p{L}])|(?<![\\p{L}])\\p{L}{3,}(?:leiter|manager|entwickler|berater|mechaniker|programmierer|techniker|ingenieur|zeichner|beauftragter|assistent|journalist|redakteur|pfleger|fachkraft|kaufmann|kauffrau|verkäufer|fahrer|lehrer|referent|spezialist|gestalter|wissenschaftler|koch|elektriker|monteur)(?:in|innen)?(?![\\p{L}])`,
  'iu',
);

/** Whether the text holds a job title's word ("Senior Engineer", "Enfermera", "Projektleiterin"). */
export function looksLikeRole(text: string) {
  return roleWords.test(text);
}
