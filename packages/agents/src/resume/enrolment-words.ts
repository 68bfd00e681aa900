// The words that say where a person stands in a course of study, written before the degree or the school ("Currently
// Attending the University of Maine", "Egresado como Técnico en Administración", "Diplômée de l'ESSEC").
// Words of a course finished: the degree and the school are named as well without them.
const finished = [
  'graduated\\s+(?:from|with)(?:\\s+(?:a|an|the))?',
  '(?:egresad[oa]|titulad[oa]|graduad[oa])\\s+(?:como|de|del|en)(?:\\s+la)?',
  '(?:formad[oa]|graduad[oa])\\s+(?:em|pela|pelo|na|no)',
  'dipl[ôo]m[ée]e?\\s+(?:de|en|du|des)',
];
// Words of a course still under way: a degree keeps them (without them it would read as held), a school's name does not.
const underWay = [
  '(?:currently\\s+)?(?:attending|pursuing|studying|enrolled\\s+(?:in|at))(?:\\s+(?:a|an|the|my))?',
  'cursando(?:\\s+(?:la\\s+carrera|el\\s+grado|o\\s+curso)\\s+(?:de|em))?',
  'estudiante\\s+(?:de|en)',
  'estudante\\s+(?:de|em)',
];
const opening = (words: string[]) => new RegExp(`^(?:${words.join('|')})\\s+(?=\\S)`, 'iu');
const finishedOpening = opening(finished);
const anyOpening = opening([...finished, ...underWay]);

const without = (text: string, pattern: RegExp) => {
  const rest = text.replace(pattern, '');
  return rest.length >= 2 ? rest : text;
};

/** A degree as written without the words that say it was finished ("Egresado como …"); "Pursuing …" stays. */
export const degreeWithoutEnrolment = (degree: string) => without(degree, finishedOpening);
/** A school's name without the enrolment status written before it ("Currently Attending the …", "Graduated from …"). */
export const schoolWithoutEnrolment = (school: string) => without(school, anyOpening);
