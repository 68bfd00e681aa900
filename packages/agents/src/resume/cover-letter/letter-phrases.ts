import { listWords } from '../../text/list-of';
import type { WritingLanguage } from '../language';

/**
 * What the rule-based letter says, in each language it writes in. Every slot is filled from the resume or the posting.
 * No sentence says who the writer is (no gendered "heureux", "obrigado", "pracowałem"): the letter does not know.
 */
export type LetterPhrases = {
  locale: string;
  apply: (role: string, company: string) => string;
  current: (title: string, company: string, previous: string) => string;
  recent: (title: string, company: string) => string;
  shows: (skills: string) => string;
  highlights: string;
  relevant: string;
  credentials: (list: string) => string;
  closing: (company: string) => string;
  greeting: (company: string) => string;
  signOff: string;
};

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

export const letterPhrases: Record<WritingLanguage, LetterPhrases> = {
  en: {
    locale: 'en-US',
    apply: (role, company) => `I am writing to apply for the ${role || 'open'} position${company ? ` at ${company}` : ''}.`,
    current: (title, company, previous) =>
      `I am currently ${article(title)} ${title} at ${company}${previous ? `, and before that I worked at ${previous}` : ''}.`,
    recent: (title, company) => `Most recently I worked as ${article(title)} ${title} at ${company}.`,
    shows: (skills) => `Of what your posting asks for, my resume shows ${skills}.`,
    highlights: 'A few highlights:',
    relevant: 'A few things I have done that I believe are relevant:',
    credentials: (list) => `I hold the credentials your posting lists: ${list}.`,
    closing: (company) =>
      `I would welcome the chance to talk about how I could contribute${company ? ` to ${company}` : ''}. Thank you for your time and consideration.`,
    greeting: (company) => (company ? `Dear ${company} hiring team,` : 'Dear Hiring Manager,'),
    signOff: 'Sincerely,',
  },
  es: {
    locale: 'es-ES',
    apply: (role, company) =>
      `Me dirijo a ustedes para postularme ${role ? `al puesto de ${role}` : 'a la vacante'}${company ? ` en ${company}` : ''}.`,
    current: (title, company, previous) => `Actualmente trabajo como ${title} en ${company}${previous ? `, y antes trabajé en ${previous}` : ''}.`,
    recent: (title, company) => `Mi puesto más reciente fue ${title} en ${company}.`,
    shows: (skills) => `De lo que pide su oferta, mi currículum muestra ${skills}.`,
    highlights: 'Algunos logros:',
    relevant: 'Algunas cosas que he hecho y que creo relevantes:',
    credentials: (list) => `Cuento con ${list}, que su oferta menciona.`,
    closing: (company) =>
      `Me encantaría conversar sobre cómo podría contribuir${company ? ` a ${company}` : ''}. Gracias por su tiempo y consideración.`,
    greeting: (company) => (company ? `Estimado equipo de selección de ${company}:` : 'Estimado equipo de selección:'),
    signOff: 'Atentamente,',
  },
  de: {
    locale: 'de-DE',
    apply: (role, company) =>
      `Hiermit bewerbe ich mich ${role ? `um die Stelle als ${role}` : 'auf die ausgeschriebene Stelle'}${company ? ` bei ${company}` : ''}.`,
    current: (title, company, previous) =>
      `Derzeit arbeite ich als ${title} bei ${company}${previous ? `, davor war ich bei ${previous} tätig` : ''}.`,
    recent: (title, company) => `Zuletzt war ich als ${title} bei ${company} tätig.`,
    shows: (skills) => `Von dem, was Ihre Ausschreibung verlangt, zeigt mein Lebenslauf ${skills}.`,
    highlights: 'Einige Beispiele:',
    relevant: 'Einige Tätigkeiten, die ich für relevant halte:',
    credentials: (list) => `Ich verfüge über ${list}, wie in Ihrer Ausschreibung genannt.`,
    closing: (company) =>
      `Über die Gelegenheit zu einem Gespräch darüber, wie ich ${company || 'Ihr Team'} unterstützen kann, würde ich mich freuen. Vielen Dank für Ihre Zeit.`,
    greeting: (company) => (company ? `Sehr geehrtes Team von ${company},` : 'Sehr geehrte Damen und Herren,'),
    signOff: 'Mit freundlichen Grüßen',
  },
  fr: {
    locale: 'fr-FR',
    apply: (role, company) => `Je vous écris pour postuler ${role ? `au poste de ${role}` : 'à votre offre'}${company ? ` chez ${company}` : ''}.`,
    current: (title, company, previous) =>
      `J'occupe actuellement le poste de ${title} chez ${company}${previous ? `, et j'ai auparavant travaillé chez ${previous}` : ''}.`,
    recent: (title, company) => `Mon dernier poste était ${title} chez ${company}.`,
    shows: (skills) => `Parmi ce que demande votre offre, mon CV montre ${skills}.`,
    highlights: 'Quelques réalisations :',
    relevant: 'Quelques expériences que je crois pertinentes :',
    credentials: (list) => `Je possède ${list}, que votre offre mentionne.`,
    closing: (company) =>
      `J'aimerais beaucoup échanger sur la manière dont je pourrais contribuer${company ? ` à ${company}` : ''}. Je vous remercie de votre attention.`,
    greeting: () => 'Madame, Monsieur,',
    signOff: 'Cordialement,',
  },
  pt: {
    locale: 'pt-BR',
    apply: (role, company) => `Escrevo para me candidatar à vaga${role ? ` de ${role}` : ''}${company ? ` em ${company}` : ''}.`,
    current: (title, company, previous) => `Atualmente trabalho como ${title} em ${company}${previous ? `, e antes trabalhei em ${previous}` : ''}.`,
    recent: (title, company) => `Meu cargo mais recente foi ${title} em ${company}.`,
    shows: (skills) => `Do que a sua vaga pede, meu currículo mostra ${skills}.`,
    highlights: 'Alguns destaques:',
    relevant: 'Algumas coisas que fiz e que considero relevantes:',
    credentials: (list) => `Possuo ${list}, que a sua vaga menciona.`,
    closing: (company) =>
      `Gostaria muito de conversar sobre como posso contribuir${company ? ` com ${company}` : ''}. Agradeço pelo seu tempo e consideração.`,
    greeting: (company) => (company ? `Prezada equipe de recrutamento de ${company},` : 'Prezada equipe de recrutamento,'),
    signOff: 'Atenciosamente,',
  },
  it: {
    locale: 'it-IT',
    apply: (role, company) =>
      `Vi scrivo per candidarmi ${role ? `alla posizione di ${role}` : 'alla posizione aperta'}${company ? ` presso ${company}` : ''}.`,
    current: (title, company, previous) =>
      `Attualmente lavoro come ${title} presso ${company}${previous ? `, e in precedenza ho lavorato presso ${previous}` : ''}.`,
    recent: (title, company) => `Il mio ruolo più recente è stato ${title} presso ${company}.`,
    shows: (skills) => `Tra le competenze richieste dal vostro annuncio, il mio curriculum mostra ${skills}.`,
    highlights: 'Alcuni risultati:',
    relevant: 'Alcune esperienze che ritengo pertinenti:',
    credentials: (list) => `Possiedo ${list}, come richiesto dal vostro annuncio.`,
    closing: (company) =>
      `Sarebbe un piacere parlare di come potrei contribuire${company ? ` a ${company}` : ''}. Grazie per il vostro tempo e la vostra attenzione.`,
    greeting: (company) => (company ? `Spettabile ${company},` : 'Gentili responsabili della selezione,'),
    signOff: 'Cordiali saluti,',
  },
  nl: {
    locale: 'nl-NL',
    apply: (role, company) =>
      `Hierbij solliciteer ik naar ${role ? `de functie van ${role}` : 'de openstaande functie'}${company ? ` bij ${company}` : ''}.`,
    current: (title, company, previous) => `Momenteel werk ik als ${title} bij ${company}${previous ? `; daarvoor werkte ik bij ${previous}` : ''}.`,
    recent: (title, company) => `Mijn meest recente functie was ${title} bij ${company}.`,
    shows: (skills) => `Van wat uw vacature vraagt, laat mijn cv ${skills} zien.`,
    highlights: 'Enkele voorbeelden:',
    relevant: 'Enkele dingen die ik heb gedaan en die ik relevant acht:',
    credentials: (list) => `Ik beschik over ${list}, zoals uw vacature vraagt.`,
    closing: (company) =>
      `Graag licht ik in een gesprek toe hoe ik kan bijdragen${company ? ` aan ${company}` : ''}. Hartelijk dank voor uw tijd en aandacht.`,
    greeting: (company) => (company ? `Geacht team van ${company},` : 'Geachte heer/mevrouw,'),
    signOff: 'Met vriendelijke groet,',
  },
  pl: {
    locale: 'pl-PL',
    // The names stand beside "stanowisko" and "firma" in the nominative, as Polish letters write them.
    apply: (role, company) =>
      `Uprzejmie proszę o rozważenie mojej kandydatury na ${role ? `stanowisko ${role}` : 'ogłoszone stanowisko'}${company ? ` w firmie ${company}` : ''}.`,
    // Polish past tenses say the speaker's gender: the sentences about earlier work have none.
    current: (title, company, previous) =>
      `Obecnie pracuję jako ${title} w firmie ${company}${previous ? `, a wcześniej w firmie ${previous}` : ''}.`,
    recent: (title, company) => `Moje ostatnie stanowisko to ${title} w firmie ${company}.`,
    shows: (skills) => `Spośród wymagań z Państwa ogłoszenia moje CV potwierdza: ${skills}.`,
    highlights: 'Kilka przykładów:',
    relevant: 'Kilka moich doświadczeń, które uważam za istotne:',
    credentials: (list) => `Posiadam kwalifikacje wymienione w ogłoszeniu: ${list}.`,
    closing: (company) =>
      `Chętnie opowiem w rozmowie, jak mogę wesprzeć ${company ? `firmę ${company}` : 'Państwa zespół'}. Dziękuję za poświęcony czas.`,
    greeting: () => 'Szanowni Państwo,',
    signOff: 'Z poważaniem',
  },
};

/** Every word the rule-based letter may write of its own in a language: never a claim. */
export function letterTemplateText(language: WritingLanguage): string {
  const phrases = letterPhrases[language];
  return [
    phrases.apply('', ''),
    phrases.current('', '', 'x'),
    phrases.recent('', ''),
    phrases.shows(''),
    phrases.highlights,
    phrases.relevant,
    phrases.credentials(''),
    phrases.closing(''),
    phrases.greeting(''),
    phrases.greeting('x'),
    phrases.signOff,
    listWords(phrases.locale),
  ].join(' ');
}
