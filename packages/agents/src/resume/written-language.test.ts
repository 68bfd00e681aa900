import type { ParsedResume } from '@seeker/contract';
import { describe, expect, it } from 'vitest';
import { createFakeLlm } from '../testing/fake-llm';
import { letterPhrases } from './cover-letter/letter-phrases';
import { writeCoverLetter } from './cover-letter/write-cover-letter';
import { writingLanguages, type WritingLanguage } from './language';
import { tailorResume } from './tailor-resume';

// Issue 68: a summary and a letter are written in the posting's language, else the resume's, else English;
// never in a third. Resumes and postings written for these tests; each resume's structure as its owner confirmed it.
const now = new Date('2026-11-22T12:00:00Z');

type Role = { role: string; company: string; start: string; end: string | null; text: string; bullets: string[] };
type Person = { name: string; headline: string; email: string; phone: string; location: string; summary: string; roles: Role[]; skills: string[] };

function resumeOf(person: Person, headings: { summary: string; experience: string; skills: string }) {
  const text = [
    person.name,
    person.headline,
    `${person.email} · ${person.phone} · ${person.location}`,
    '',
    headings.summary,
    person.summary,
    '',
    headings.experience,
    ...person.roles.flatMap(({ role, company, text: dates, bullets }) => [
      `${role}, ${company} — ${dates}`,
      ...bullets.map((bullet) => `• ${bullet}`),
    ]),
    '',
    headings.skills,
    person.skills.join(', '),
  ].join('\n');
  const confirmed: ParsedResume = {
    contact: { name: person.name, headline: person.headline, email: person.email, phone: person.phone, location: person.location, links: [] },
    summary: person.summary,
    experience: person.roles.map(({ role, company, start, end, text: dates, bullets }) => ({
      role,
      company,
      location: '',
      dates: { text: dates, start, end, current: end === null },
      bullets,
    })),
    education: [],
    skills: person.skills,
    other: [],
  };
  return { text, confirmed };
}

const polish = resumeOf(
  {
    name: 'Anna Nowak',
    headline: 'Programistka Java',
    email: 'anna.nowak@example.com',
    phone: '+48 601 234 567',
    location: 'Kraków',
    summary: 'Programistka z doświadczeniem w budowie systemów bankowych. Lubię porządny kod i dobrą współpracę w zespole.',
    roles: [
      {
        role: 'Programistka Java',
        company: 'Comarch',
        start: '2019-03',
        end: null,
        text: '03.2019 – obecnie',
        bullets: [
          'Projektowałam i rozwijałam usługi w Java i Spring dla klientów z sektora bankowego',
          'Wprowadziłam testy automatyczne, które skróciły czas wydania o połowę',
        ],
      },
      {
        role: 'Młodsza programistka',
        company: 'Asseco',
        start: '2016-07',
        end: '2019-02',
        text: '07.2016 – 02.2019',
        bullets: ['Utrzymywałam aplikacje w Java oraz bazy danych PostgreSQL', 'Współpracowałam z analitykami przy zbieraniu wymagań'],
      },
    ],
    skills: ['Java', 'Spring', 'PostgreSQL', 'Docker', 'Git'],
  },
  { summary: 'PODSUMOWANIE', experience: 'DOŚWIADCZENIE ZAWODOWE', skills: 'UMIEJĘTNOŚCI' },
);

const italian = resumeOf(
  {
    name: 'Marco Rossi',
    headline: 'Sviluppatore Java',
    email: 'marco.rossi@example.com',
    phone: '+39 333 123 4567',
    location: 'Milano',
    summary:
      'Sviluppatore con esperienza nella realizzazione di sistemi per il settore bancario. Mi piace scrivere codice pulito e lavorare in squadra.',
    roles: [
      {
        role: 'Sviluppatore Java',
        company: 'Engineering Ingegneria Informatica',
        start: '2019-03',
        end: null,
        text: '03/2019 – presente',
        bullets: [
          'Progettato e sviluppato servizi in Java e Spring per clienti del settore bancario',
          'Introdotto test automatici che hanno dimezzato i tempi di rilascio',
        ],
      },
      {
        role: 'Sviluppatore junior',
        company: 'Reply',
        start: '2016-07',
        end: '2019-02',
        text: '07/2016 – 02/2019',
        bullets: ['Mantenuto applicazioni in Java e database PostgreSQL', 'Collaborato con gli analisti nella raccolta dei requisiti'],
      },
    ],
    skills: ['Java', 'Spring', 'PostgreSQL', 'Docker', 'Git'],
  },
  { summary: 'PROFILO', experience: 'ESPERIENZA PROFESSIONALE', skills: 'COMPETENZE' },
);

const dutch = resumeOf(
  {
    name: 'Sanne de Vries',
    headline: 'Java-ontwikkelaar',
    email: 'sanne.devries@example.com',
    phone: '+31 6 12345678',
    location: 'Utrecht',
    summary: 'Ontwikkelaar met ervaring in het bouwen van systemen voor banken. Ik schrijf graag nette code en werk graag samen in een team.',
    roles: [
      {
        role: 'Java-ontwikkelaar',
        company: 'Ordina',
        start: '2019-03',
        end: null,
        text: '03-2019 – heden',
        bullets: [
          'Ontwierp en bouwde diensten in Java en Spring voor klanten in de bankensector',
          'Voerde geautomatiseerde tests in die de releasetijd halveerden',
        ],
      },
      {
        role: 'Junior ontwikkelaar',
        company: 'Centric',
        start: '2016-07',
        end: '2019-02',
        text: '07-2016 – 02-2019',
        bullets: ['Onderhield applicaties in Java en databases in PostgreSQL', 'Werkte samen met analisten bij het verzamelen van eisen'],
      },
    ],
    skills: ['Java', 'Spring', 'PostgreSQL', 'Docker', 'Git'],
  },
  { summary: 'PROFIEL', experience: 'WERKERVARING', skills: 'VAARDIGHEDEN' },
);

const postings: Record<'en' | 'pl' | 'it' | 'nl', { title: string; company: string; text: string }> = {
  en: {
    title: 'Backend Engineer',
    company: 'Northpay',
    text: 'We are looking for a Backend Engineer to join our payments team. You will design and build services in Java and Spring, work with PostgreSQL and Docker, and help the team ship reliable software.\nRequirements\n- 3+ years of experience with Java\n- Experience with Spring\n- Good knowledge of PostgreSQL\n- Docker is a plus\nWe offer a friendly team, flexible hours and the chance to work on products used by millions of people.',
  },
  pl: {
    title: 'Programista Java',
    company: 'Northpay',
    text: 'Poszukujemy programisty Java, który dołączy do naszego zespołu płatności. Będziesz projektować i rozwijać usługi w Java i Spring, pracować z bazą PostgreSQL oraz Docker i dbać o jakość oprogramowania.\nWymagania\n- co najmniej 3 lata doświadczenia w Java\n- znajomość Spring\n- dobra znajomość PostgreSQL\n- mile widziana znajomość Docker\nOferujemy przyjazny zespół, elastyczne godziny pracy i możliwość pracy nad produktami, z których korzystają miliony osób.',
  },
  it: {
    title: 'Sviluppatore Backend',
    company: 'Northpay',
    text: 'Cerchiamo uno sviluppatore backend che entri a far parte del nostro team dei pagamenti. Progetterai e realizzerai servizi in Java e Spring, lavorerai con PostgreSQL e Docker e aiuterai il team a rilasciare software affidabile.\nRequisiti\n- almeno 3 anni di esperienza con Java\n- esperienza con Spring\n- buona conoscenza di PostgreSQL\n- la conoscenza di Docker è un plus\nOffriamo un team accogliente, orari flessibili e la possibilità di lavorare su prodotti usati da milioni di persone.',
  },
  nl: {
    title: 'Backend-ontwikkelaar',
    company: 'Northpay',
    text: 'Wij zoeken een backend-ontwikkelaar voor ons betalingsteam. Je ontwerpt en bouwt diensten in Java en Spring, werkt met PostgreSQL en Docker en helpt het team om betrouwbare software op te leveren.\nEisen\n- minimaal 3 jaar ervaring met Java\n- ervaring met Spring\n- goede kennis van PostgreSQL\n- kennis van Docker is een pluspunt\nWij bieden een fijn team, flexibele werktijden en de kans om te werken aan producten die door miljoenen mensen worden gebruikt.',
  },
};

const resumes = { pl: polish, it: italian, nl: dutch };

function request(resume: { text: string; confirmed: ParsedResume }, posting: keyof typeof postings) {
  const { title, company, text } = postings[posting];
  return { resumeText: resume.text, confirmed: resume.confirmed, jobDescription: text, jobTitle: title, company, now };
}

/** The letter's own sentences are the language's, and no other language's greeting, closing or sign-off is there. */
function expectLetterIn(text: string, language: WritingLanguage, title: string) {
  const phrases = letterPhrases[language];
  expect(text).toContain(phrases.apply(title, 'Northpay'));
  expect(text).toContain(phrases.greeting('Northpay'));
  expect(text).toContain(phrases.closing('Northpay'));
  expect(text).toContain(`\n\n${phrases.signOff}\n`);
  for (const other of writingLanguages.filter((candidate) => candidate !== language)) {
    expect(text).not.toContain(letterPhrases[other].closing('Northpay'));
    expect(text).not.toContain(letterPhrases[other].greeting('Northpay'));
  }
}

// The summary's first sentence, as each language writes it (checked by hand). Their current roles are held to present,
// so no years are counted (the resume may have been written years before it is uploaded).
const summaries: Record<'pl' | 'it' | 'nl', Record<'own' | 'en', string>> = {
  pl: {
    own: 'Programistka Java z doświadczeniem w zakresie Java, Spring, PostgreSQL i Docker.',
    en: 'Programistka Java experienced in Java, Spring, PostgreSQL, and Docker.',
  },
  it: {
    own: 'Sviluppatore Java con esperienza in Java, Spring, PostgreSQL e Docker.',
    en: 'Sviluppatore Java experienced in Java, Spring, PostgreSQL, and Docker.',
  },
  nl: {
    own: 'Java-ontwikkelaar, ervaren in Java, Spring, PostgreSQL en Docker.',
    en: 'Java-ontwikkelaar experienced in Java, Spring, PostgreSQL, and Docker.',
  },
};

describe.each(['pl', 'it', 'nl'] as const)('a resume in %s', (language) => {
  const resume = resumes[language];

  it('gets a letter and a summary in English for an English posting, never a third language', async () => {
    const letter = await writeCoverLetter(request(resume, 'en'));
    expectLetterIn(letter.text, 'en', postings.en.title);
    expect(letter.text).toContain(
      `I am currently a ${resume.confirmed.experience[0]!.role} at ${resume.confirmed.experience[0]!.company}, and before that I worked at ${resume.confirmed.experience[1]!.company}.`,
    );
    const tailored = await tailorResume(request(resume, 'en'));
    expect(tailored.resume.summary.startsWith(summaries[language].en)).toBe(true);
    // The person's own summary follows in their own words.
    expect(tailored.resume.summary.endsWith(resume.confirmed.summary)).toBe(true);
  });

  it("gets a letter and a summary in its own language for a posting in it, the letter's date too", async () => {
    const letter = await writeCoverLetter(request(resume, language));
    expectLetterIn(letter.text, language, postings[language].title);
    expect(letter.text).toContain(
      now.toLocaleDateString(letterPhrases[language].locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
    );
    const tailored = await tailorResume(request(resume, language));
    expect(tailored.resume.summary.startsWith(summaries[language].own)).toBe(true);
  });

  it('tells an LLM the language by name', async () => {
    const llm = createFakeLlm(() => {
      throw new Error('no answer: only the prompt is looked at');
    });
    await writeCoverLetter({ ...request(resume, 'en'), llm });
    await tailorResume({ ...request(resume, language), llm });
    const name = { pl: 'Polish', it: 'Italian', nl: 'Dutch' }[language];
    expect(llm.calls[0]!.prompt).toContain('Write the letter in English.');
    expect(llm.calls.at(-1)!.prompt).toContain(`Write the summary in ${name}; keep each bullet in the language it is written in.`);
  });
});

describe('a posting too short to tell its language', () => {
  it("gets the resume's language; with neither told, English", async () => {
    const short = { ...request(polish, 'en'), jobDescription: 'Java, Spring, PostgreSQL' };
    expectLetterIn((await writeCoverLetter(short)).text, 'pl', 'Backend Engineer');
    const english = { ...short, resumeText: 'Anna Nowak\nProgramistka Java\nJava, Spring, PostgreSQL' };
    expectLetterIn((await writeCoverLetter(english)).text, 'en', 'Backend Engineer');
  });
});
