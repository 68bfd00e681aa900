import { headingKey } from './resume-headings';

// Words a resume writes at its top that are no one's name: the document's own title, and the labels over the
// person's details, in the languages Seeker reads (written as headingKey writes them: lower case, no accents).
const documentTitles = [
  'curriculum vitae',
  'curriculum',
  'cv',
  'resume',
  'resume cv',
  'lebenslauf',
  'tabellarischer lebenslauf',
  'hoja de vida',
  'curriculo',
  'curriculum vitae cv',
  'levensloop',
  'zyciorys',
  'ozgecmis',
  'cv du candidat',
];
const detailLabels = [
  'contact',
  'contacts',
  'contact details',
  'contact information',
  'contact info',
  'contact number',
  'contact no',
  'phone number',
  'mobile number',
  'telephone number',
  'email address',
  'personal details',
  'personal information',
  'personal data',
  'personal info',
  'about me',
  'profile',
  'kontakt',
  'kontaktdaten',
  'personliche daten',
  'personliche angaben',
  'zur person',
  'persoenliche daten',
  'contacto',
  'datos personales',
  'datos de contacto',
  'informacion personal',
  'contato',
  'contatos',
  'dados pessoais',
  'informacoes pessoais',
  'contatti',
  'dati personali',
  'informazioni personali',
  'contactgegevens',
  'persoonlijke gegevens',
  'personalia',
  'dane osobowe',
  'dane kontaktowe',
  'etat civil',
  'coordonnees',
  'informations personnelles',
  'iletisim',
  'kisisel bilgiler',
  'kontaktoplysninger',
  'personlige oplysninger',
  // The box a template leaves for a photo, labelled so.
  'photo',
  'photograph',
  'foto',
  'zdjecie',
];
const labels = new Set([...documentTitles, ...detailLabels]);

/** One letter off in a title of eight letters or more ("Cirriculum Vitae"). */
function nearTitle(key: string) {
  if (key.replace(/ /g, '').length < 8) return false;
  return documentTitles.some((title) => {
    if (title.length !== key.length) return false;
    const differences = [...title].filter((letter, index) => key[index] !== letter).length;
    return differences === 1;
  });
}

/** The document's own title alone: "CV", "Curriculum Vitae", "Lebenslauf", "Özgeçmiş". */
export const isDocumentTitle = (text: string) => documentTitles.includes(headingKey(text));

/** The document's title ("CURRICULUM VITAE", "Lebenslauf") or a label over the person's details ("CONTACTO :", "État civil"). */
export function isDocumentLabel(line: string): boolean {
  const key = headingKey(line);
  return key !== '' && (labels.has(key) || nearTitle(key));
}
