import { tokenizeSalary } from '../job-discovery/normalize/salary-tokens';
import { tokenize } from '../text/tokenize';
import { stopWords } from './stop-words';

// What comes before the thing asked for: "5+ years of experience with", "Strong knowledge of",
// "Ability to", "You have", "Experiencia en", "Kenntnisse in", "Maîtrise de".
const lead = [
  // "5+ years of", "Three years of", "Minimum of 1 year of": the count may be a number or a word, after a word or two.
  /^(?:(?:[\p{L}]+\s+){0,2}?(?:\d+\s*\+?\s*(?:[-–]\s*\d+\s*)?|\p{L}+\s+)(?:years?|yrs?|años|anos|jahre|ans)\b[^,;:]*?\b(?:of|in|with|using|de|en|em|in der|mit|d['’])\s+)/iu,
  /^(?:(?:a|an)\s+)?(?:(?:very|strong|solid|excellent|proven|demonstrated|deep|good|great|working|hands-on|practical|extensive|professional|advanced|basic|some|prior|previous|relevant|sound|thorough|fluent)\s+)*(?:(?:professional|work|industry|hands-on)\s+)?(?:experience|knowledge|understanding|proficiency|familiarity|expertise|skills?|background|track record|command|exposure|fluency)\s+(?:with|in|of|using|on|across|around|building|designing|working with)\s+/iu,
  /^(?:(?:the\s+)?ability|able|willing|willingness|capacity)\s+to\s+/i,
  /^(?:know|understand|understanding of|comfortable with|familiar with|fluent in|proficient in|skilled in|versed in)\s+/i,
  /^(?:you\s+(?:have|are|bring|know|can)|you['’](?:re|ve)|must\s+(?:have|be|hold|possess|obtain|maintain)|have|be|are|bring|possess|hold)\s+(?:(?:a|an|the)\s+)?(?:(?:valid|current|active)\s+)?/i,
  /^(?:experiencia|conocimientos?|manejo|dominio)\s+(?:(?:demostrable|s[óo]lid[oa]s?|avanzad[oa]s?)\s+)?(?:en|de|con)\s+/iu,
  /^(?:erfahrung|kenntnisse|fundierte kenntnisse|sehr gute kenntnisse)\s+(?:in|mit|im)\s+/iu,
  /^(?:ma[îi]trise|connaissance|exp[ée]rience)\s+(?:de|des|du|en|d['’])\s*/iu,
  /^(?:experi[êe]ncia|conhecimentos?|dom[íi]nio)\s+(?:em|com|de)\s+/iu,
];

/**
 * The things a requirement line names, as short phrases in its own words: "Strong experience with
 * Figma, prototyping and usability testing." gives "Figma", "prototyping", "usability testing". A piece
 * longer than four words, or all little words, is not a phrase.
 */
export function requirementPhrases(line: string): string[] {
  // A requirement names its things in its first few hundred characters; spaces collapsed, so no pattern
  // below costs more than the line's length.
  let text = line
    .slice(0, 400)
    .replace(/\s+/g, ' ')
    .replace(/\([^)]*\)/g, ' ')
    .split(/[.;:!?](?:\s|$)|\s[-–—]\s/)[0]!
    // How old or how recent is no thing to have: "21 years of age or older", "in the last three years".
    .replace(/\b\d+\s+years?\s+of\s+age\b(?:\s+or\s+(?:older|over|above))?/giu, ' ')
    .replace(/\s+(?:in|within|during|over)\s+the\s+(?:last|past)\s+.*$/iu, '')
    .trim();
  for (let round = 0; round < 3; round++) for (const pattern of lead) text = text.replace(pattern, '');
  const phrases: string[] = [];
  for (const raw of text.split(
    /\s*,(?!\d{3}(?!\d))\s*|\s*\/\s*|\s+(?:and|or|and\/or|as well as|such as|including|e\.g\.|y|o|und|oder|et|ou|e)\s+/iu,
  )) {
    const words = raw
      .trim()
      .replace(/^(?:a|an|the|el|la|los|las|un|una|der|die|das|le|la|les|o|a|os|as)\s+/iu, '')
      .replace(/\s+(?:experience|skills?|knowledge|background|etc)$/i, '')
      .split(/\s+/)
      .filter(Boolean);
    if (words.length === 0 || words.length > 4) continue;
    const tokens = tokenize(words.join(' '));
    if (
      tokens.length === 0 ||
      stopWords.has(tokens[0]!) ||
      stopWords.has(tokens.at(-1)!) ||
      tokens.every((token) => stopWords.has(token) || token.length < 3)
    )
      continue;
    if (namesMoney(raw)) continue;
    phrases.push(words.join(' ').replace(/[.,]+$/, ''));
  }
  return phrases;
}

/**
 * A piece of a pay line ("$140,000—$170,000 USD" splits at its commas into "$140", "000—$170", "000 USD"):
 * an amount beside a currency, or numbers and currencies with no word. Pay is not something to have.
 */
function namesMoney(piece: string): boolean {
  const tokens = tokenizeSalary(piece).filter((token) => token.kind !== 'mark');
  const besideAmount = tokens.some(
    (token, index) => token.kind === 'currency' && (tokens[index - 1]?.kind === 'number' || tokens[index + 1]?.kind === 'number'),
  );
  return besideAmount || !tokens.some((token) => token.kind === 'word');
}
