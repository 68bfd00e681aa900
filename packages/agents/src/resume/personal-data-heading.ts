import { personalKey } from './personal-data-labels';

const personalHeadings = new Set(
  [
    'personal data',
    'personal details',
    'personal information',
    'personal info',
    'personal particulars',
    'personal detail',
    'personal bio data',
    'personal bio-data',
    'personal biodata',
    'persönliche daten',
    'persönliche angaben',
    'persönliches',
    'angaben zur person',
    'persönliche informationen',
    'personalien',
    'zur person',
    'données personnelles',
    'informations personnelles',
    'renseignements personnels',
    'état civil',
    'datos personales',
    'información personal',
    'dados pessoais',
    'informações pessoais',
    'dati personali',
    'informazioni personali',
    'dati anagrafici',
    'persoonlijke gegevens',
    'persoonsgegevens',
    'personalia',
    'dane osobowe',
    'informacje osobiste',
    'dane personalne',
    'personlige oplysninger',
    'personlige data',
    'personuppgifter',
    'personlig information',
    'personlig informasjon',
    'personlige opplysninger',
    'kişisel bilgiler',
  ].map(personalKey),
);

/** A heading of a section of personal data ("PERSÖNLICHE DATEN", "Personal details:", "Dados Pessoais"). */
export function isPersonalDataHeading(line: string): boolean {
  return personalHeadings.has(
    personalKey(line)
      .replace(/[:：.]$/, '')
      .trim(),
  );
}
