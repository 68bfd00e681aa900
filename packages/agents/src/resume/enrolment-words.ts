// The words that say where a person stands in a course of study, written before the degree or the school ("Currently
// Attending the University of Maine", "Egresado como Técnico en Administración", "Diplômée de l'ESSEC").
// Words of a course finished: the degree and the school are named as well without them.
// ("Graduado en Ingeniería", "Titulado en Derecho", a "Diplôme" are the degree's own name in Spain, Brazil, France: kept.)
const finished = [
  'graduated\\s+(?:from|with)(?:\\s+(?:a|an|the))?',
  'egresad[oa]\\s+(?:como|de|del)(?:\\s+la)?',
  "dipl[ôo]m(?:é|ée)s?\\s+(?:de\\s+l['’]|d['’]|de|du|des)",
];
// Words of a course still under way: a degree keeps them (without them it would read as held), a school's name does not.
const underWay = [
  '(?:currently\\s+)?(?:attending|pursuing|studying|enrolled\\s+(?:in|at))(?:\\s+(?:a|an|the|my))?',
  'cursando(?:\\s+(?:la\\s+carrera|el\\s+grado|o\\s+curso)\\s+(?:de|em))?',
  'estudiante\\s+(?:de|en)',
  'estudante\\s+(?:de|em)',
];
// (After an elided article, "de l'ESSEC", the name follows with no space.)
const opening = (words: string[]) => new RegExp(`^(?:${words.join('|')})(?:\\s+|(?<=['’]))(?=\\S)`, 'iu');
const finishedOpening = opening(finished);
const anyOpening = opening([...finished, ...underWay]);

const without = (text: string, pattern: RegExp) => {
  const rest = text.replace(pattern, '');
  return rest.length >= 2 ? rest : text;
};

/** A degree as written without the words that say it was finished ("Egresado como …"); "Pursuing …" stays. */
export const degreeWithoutEnrolment = (degree: string) => without(degree, finishedOpening);
/**
 * A school's name without the enrolment status written before it ("Currently Attending the …", "Graduated from …"). A
 * course under way is said so only here when the entry names no degree; beside a degree the school keeps the words
 * (without them the degree would read as held).
 */
export const schoolWithoutEnrolment = (school: string, degree: string) => without(school, degree === '' ? anyOpening : finishedOpening);
