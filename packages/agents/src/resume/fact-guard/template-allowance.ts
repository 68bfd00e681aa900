import type { WritingLanguage } from '../language';
import { listWords } from '../../text/list-of';
import { summaryPhrases } from '../summary-phrases';
import { allowWords, type Allowance } from './find-unsupported';

/** The words the rule-based summary writes in a language ("Experienced", "Berufserfahrung"): never a claim. */
export function templateAllowance(language: WritingLanguage, ...more: string[]): Allowance {
  const phrases = summaryPhrases[language];
  const written = [
    phrases.withYearsIn('', phrases.years(1), ''),
    phrases.withYearsIn('', phrases.years(2), ''),
    phrases.withYears('', ''),
    phrases.experiencedIn(''),
    phrases.whoExperiencedIn('', ''),
    listWords(language),
  ];
  return allowWords(...written, ...more);
}
