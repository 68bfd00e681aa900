import { describe, expect, it } from 'vitest';
import { detectLanguage, writingLanguage, writingLanguages, type DetectedLanguage, type WritingLanguage } from './language';

// A few sentences of a posting or a resume in each language, written for these tests.
const texts: Record<WritingLanguage, string> = {
  en: 'We are looking for an experienced nurse to join our intensive care unit. You will care for patients after surgery, work closely with doctors and families, and keep clear records of every shift. You have a nursing licence, at least three years of hospital experience and a calm, friendly way with people.',
  es: 'Buscamos una enfermera con experiencia para unirse a nuestra unidad de cuidados intensivos. Cuidarás a los pacientes después de la cirugía, trabajarás junto a médicos y familias y llevarás un registro claro de cada turno. Tienes el título de enfermería, al menos tres años de experiencia en hospital y un trato tranquilo y amable.',
  de: 'Wir suchen eine erfahrene Pflegekraft für unsere Intensivstation. Sie betreuen Patientinnen und Patienten nach Operationen, arbeiten eng mit Ärzten und Angehörigen zusammen und dokumentieren jede Schicht sorgfältig. Sie haben eine abgeschlossene Ausbildung, mindestens drei Jahre Erfahrung im Krankenhaus und einen ruhigen, freundlichen Umgang mit Menschen.',
  fr: "Nous recherchons une infirmière expérimentée pour rejoindre notre service de soins intensifs. Vous prendrez soin des patients après une opération, travaillerez avec les médecins et les familles et tiendrez un suivi précis de chaque garde. Vous avez un diplôme d'infirmier, au moins trois ans d'expérience à l'hôpital et un contact calme et chaleureux.",
  pt: 'Procuramos uma enfermeira com experiência para integrar a nossa unidade de cuidados intensivos. Você vai cuidar dos pacientes depois da cirurgia, trabalhar com médicos e famílias e manter um registro claro de cada plantão. Você tem formação em enfermagem, pelo menos três anos de experiência em hospital e um jeito calmo e simpático com as pessoas.',
  it: "Cerchiamo un'infermiera con esperienza da inserire nel nostro reparto di terapia intensiva. Ti prenderai cura dei pazienti dopo l'intervento, lavorerai a stretto contatto con medici e familiari e terrai un registro chiaro di ogni turno. Hai la laurea in infermieristica, almeno tre anni di esperienza in ospedale e un modo di fare calmo e cordiale.",
  nl: 'Wij zoeken een ervaren verpleegkundige voor onze afdeling intensive care. Je zorgt voor patiënten na een operatie, werkt nauw samen met artsen en familie en houdt van elke dienst een duidelijk verslag bij. Je hebt een diploma verpleegkunde, minstens drie jaar ervaring in een ziekenhuis en een rustige, vriendelijke omgang met mensen.',
  pl: 'Poszukujemy doświadczonej pielęgniarki do naszego oddziału intensywnej terapii. Będziesz opiekować się pacjentami po operacjach, ściśle współpracować z lekarzami i rodzinami oraz prowadzić dokładną dokumentację każdego dyżuru. Masz prawo wykonywania zawodu, co najmniej trzy lata doświadczenia w szpitalu oraz spokojne i życzliwe podejście do ludzi.',
};

// The same in languages Seeker does not write: each a neighbour of one it does.
const others = {
  swedish:
    'Vi söker en erfaren sjuksköterska till vår intensivvårdsavdelning. Du tar hand om patienter efter operation, arbetar nära läkare och anhöriga och för tydliga anteckningar under varje pass. Du har legitimation, minst tre års erfarenhet från sjukhus och ett lugnt och vänligt sätt.',
  catalan:
    "Busquem una infermera amb experiència per incorporar-se a la nostra unitat de cures intensives. Tindràs cura dels pacients després de la cirurgia, treballaràs amb metges i famílies i portaràs un registre clar de cada torn. Tens el títol d'infermeria, almenys tres anys d'experiència a l'hospital i un tracte tranquil i amable.",
  czech:
    'Hledáme zkušenou zdravotní sestru na naše oddělení intenzivní péče. Budete pečovat o pacienty po operaci, úzce spolupracovat s lékaři a rodinami a vést přesné záznamy z každé směny. Máte odborné vzdělání, alespoň tři roky praxe v nemocnici a klidný, přátelský přístup k lidem.',
  afrikaans:
    "Ons soek 'n ervare verpleegster vir ons intensiewe sorgeenheid. Jy sal na pasiënte na 'n operasie omsien, nou saamwerk met dokters en families en duidelike rekords van elke skof hou. Jy het 'n verpleegkwalifikasie, ten minste drie jaar ondervinding in 'n hospitaal en 'n kalm, vriendelike manier met mense.",
};

describe('detectLanguage', () => {
  it.each(writingLanguages)('tells %s', (language) => {
    expect(detectLanguage(texts[language])).toBe(language);
  });

  it('reads a posting through its markup', () => {
    const html = `<div class="job"><p>${texts.nl.split('. ').join('.</p><p>')}</p><ul><li>Java</li><li>Spring</li></ul></div>`;
    expect(detectLanguage(html)).toBe('nl');
  });

  it('says unknown for a language it does not write, never the nearest of its own', () => {
    for (const text of Object.values(others)) expect(detectLanguage(text)).toBe('unknown');
  });

  it('says unknown when there is too little prose to tell: a title, a list of tools, contact data', () => {
    expect(detectLanguage('Senior Java Developer')).toBe('unknown');
    expect(detectLanguage('Requirements\n- Go and Kubernetes')).toBe('unknown');
    expect(detectLanguage('anna.nowak@example.com · +48 601 234 567 · https://github.com/anowak · 2019-03 – 2024-05')).toBe('unknown');
    expect(detectLanguage('')).toBe('unknown');
  });

  it('reads the prose past a resume full of English tool names and a long block of encoded data', () => {
    const resume = [
      `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB'.repeat(200)}`,
      'Anna Nowak — Programistka Java',
      'Java, Spring Boot, Kubernetes, Docker, PostgreSQL, Kafka, AWS, Terraform, GitLab CI',
      'Projektowałam i rozwijałam usługi dla klientów z sektora bankowego, dbając o jakość kodu i testy automatyczne.',
      'Wprowadziłam przegląd kodu w zespole, dzięki czemu liczba błędów na produkcji spadła o połowę w ciągu roku.',
      'Współpracowałam z analitykami przy zbieraniu wymagań i prowadziłam szkolenia dla nowych osób w zespole.',
    ].join('\n');
    expect(detectLanguage(resume)).toBe('pl');
  });
});

describe('writingLanguage', () => {
  const cases: [DetectedLanguage, DetectedLanguage, WritingLanguage][] = [
    ['en', 'pl', 'en'],
    ['pl', 'pl', 'pl'],
    ['it', 'en', 'it'],
    ['unknown', 'nl', 'nl'],
    ['unknown', 'unknown', 'en'],
  ];
  it.each(cases)(
    "writes for a posting in %s and a resume in %s in %s: the posting's, else the resume's, else English",
    (posting, resume, written) => {
      expect(writingLanguage(posting, resume)).toBe(written);
    },
  );

  it('writes in the language the person picked, whatever the posting and the resume', () => {
    expect(writingLanguage('en', 'pl', 'de')).toBe('de');
  });
});
