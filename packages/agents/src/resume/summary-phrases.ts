import type { Language } from './language';

/** The few sentences the rule-based rewrite writes, in each language it writes in. */
export type SummaryPhrases = {
  years: (count: number) => string;
  /** "Backend Engineer with 7 years of experience in Go and Kubernetes." */
  withYearsIn: (who: string, years: string, skills: string) => string;
  withYears: (who: string, years: string) => string;
  experiencedIn: (skills: string) => string;
  whoExperiencedIn: (who: string, skills: string) => string;
};

export const summaryPhrases: Record<Language, SummaryPhrases> = {
  en: {
    years: (count) => `${count} ${count === 1 ? 'year' : 'years'}`,
    withYearsIn: (who, years, skills) => `${who} with ${years} of experience in ${skills}.`,
    withYears: (who, years) => `${who} with ${years} of experience.`,
    experiencedIn: (skills) => `Experienced in ${skills}.`,
    whoExperiencedIn: (who, skills) => `${who} experienced in ${skills}.`,
  },
  es: {
    years: (count) => `${count} ${count === 1 ? 'año' : 'años'}`,
    withYearsIn: (who, years, skills) => `${who} con ${years} de experiencia en ${skills}.`,
    withYears: (who, years) => `${who} con ${years} de experiencia.`,
    experiencedIn: (skills) => `Experiencia en ${skills}.`,
    whoExperiencedIn: (who, skills) => `${who} con experiencia en ${skills}.`,
  },
  de: {
    years: (count) => `${count} ${count === 1 ? 'Jahr' : 'Jahren'}`,
    withYearsIn: (who, years, skills) => `${who} mit ${years} Berufserfahrung in ${skills}.`,
    withYears: (who, years) => `${who} mit ${years} Berufserfahrung.`,
    experiencedIn: (skills) => `Erfahrung in ${skills}.`,
    whoExperiencedIn: (who, skills) => `${who} mit Erfahrung in ${skills}.`,
  },
  fr: {
    years: (count) => `${count} ${count === 1 ? 'an' : 'ans'}`,
    withYearsIn: (who, years, skills) => `${who}, ${years} d'expérience en ${skills}.`,
    withYears: (who, years) => `${who}, ${years} d'expérience.`,
    experiencedIn: (skills) => `Expérience en ${skills}.`,
    whoExperiencedIn: (who, skills) => `${who}, expérience en ${skills}.`,
  },
  pt: {
    years: (count) => `${count} ${count === 1 ? 'ano' : 'anos'}`,
    withYearsIn: (who, years, skills) => `${who} com ${years} de experiência em ${skills}.`,
    withYears: (who, years) => `${who} com ${years} de experiência.`,
    experiencedIn: (skills) => `Experiência em ${skills}.`,
    whoExperiencedIn: (who, skills) => `${who} com experiência em ${skills}.`,
  },
};

/** A stated length of experience in any of the languages: "7 years", "five years", "5+ años", "3 Jahre". */
export const statedYearsPattern =
  /\b(\d{1,2})\+?\s*(?:years?|yrs?|años|año|anos|ano|jahre|jahren|jahr|ans|an)\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)\s+years?\b/giu;
