import { createRequire } from 'node:module';

// The words that say nothing of a job in the eight languages resumes and postings are read in, from
// stopwords-iso (MIT; a maintained collection of each language's stop words), so that how much of a
// job a resume speaks of is counted in the job's own words, not in "und", "della" or "van".
const languages = ['en', 'es', 'de', 'fr', 'pt', 'it', 'nl', 'pl'] as const;
const lists = createRequire(import.meta.url)('stopwords-iso') as Record<(typeof languages)[number], string[]>;

export const functionWords: ReadonlySet<string> = new Set(languages.flatMap((language) => lists[language]));
