import { createRequire } from 'node:module';

// The words that say nothing of a job in the eight languages resumes and postings are read in, from the
// `stopword` package's lists (MIT; maintained, per language), so that how much of a job a resume speaks
// of is counted in the job's own words, not in "und", "della" or "van". Its lists are function words:
// "research", "line" and "test" stay words of a job ("Research Assistant", "Line Cook").
const lists = createRequire(import.meta.url)('stopword') as Record<string, string[]>;
const languages = ['eng', 'spa', 'deu', 'fra', 'por', 'porBr', 'ita', 'nld', 'pol'];

export const functionWords: ReadonlySet<string> = new Set(languages.flatMap((language) => lists[language] ?? []));
