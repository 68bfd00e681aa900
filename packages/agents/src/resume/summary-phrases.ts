import type { WritingLanguage } from './language';

/** The few sentences the rule-based rewrite writes, in each language it writes in. */
export type SummaryPhrases = {
  years: (count: number) => string;
  /** "Backend Engineer with 7 years of experience in Go and Kubernetes." */
  withYearsIn: (who: string, years: string, skills: string) => string;
  withYears: (who: string, years: string) => string;
  experiencedIn: (skills: string) => string;
  whoExperiencedIn: (who: string, skills: string) => string;
};

export const summaryPhrases: Record<WritingLanguage, SummaryPhrases> = {
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
  it: {
    years: (count) => `${count} ${count === 1 ? 'anno' : 'anni'}`,
    withYearsIn: (who, years, skills) => `${who} con ${years} di esperienza in ${skills}.`,
    withYears: (who, years) => `${who} con ${years} di esperienza.`,
    experiencedIn: (skills) => `Esperienza in ${skills}.`,
    whoExperiencedIn: (who, skills) => `${who} con esperienza in ${skills}.`,
  },
  nl: {
    // Dutch counts years in the singular: "7 jaar ervaring".
    years: (count) => `${count} jaar`,
    withYearsIn: (who, years, skills) => `${who} met ${years} ervaring met ${skills}.`,
    withYears: (who, years) => `${who} met ${years} werkervaring.`,
    experiencedIn: (skills) => `Ervaring met ${skills}.`,
    whoExperiencedIn: (who, skills) => `${who}, ervaren in ${skills}.`,
  },
  pl: {
    years: (count) => `${count} ${polishYears(count)}`,
    // "Programista Java, 7 lat doświadczenia w zakresie Go i Kubernetes.": no verb, so no gender to guess.
    withYearsIn: (who, years, skills) => `${who}, ${years} doświadczenia w zakresie ${skills}.`,
    withYears: (who, years) => `${who}, ${years} doświadczenia zawodowego.`,
    experiencedIn: (skills) => `Doświadczenie w zakresie ${skills}.`,
    whoExperiencedIn: (who, skills) => `${who} z doświadczeniem w zakresie ${skills}.`,
  },
};

/** "1 rok", "2 lata", "5 lat", "22 lata": Polish years by the number's last digits. */
function polishYears(count: number): string {
  if (count === 1) return 'rok';
  const [last, lastTwo] = [count % 10, count % 100];
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? 'lata' : 'lat';
}

/** A stated length of experience in any of the languages: "7 years", "five years", "5+ años", "3 Jahre", "5 anni", "3 jaar", "5 lat". */
export const statedYearsPattern =
  /\b(\d{1,2})\+?\s*(?:years?|yrs?|años|año|anos|ano|jahre|jahren|jahr|ans|an|anni|anno|jaar|jaren|lat|lata|rok)\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)\s+years?\b/giu;
