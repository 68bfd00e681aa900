/**
 * The parts of a posting: what it requires, what it only prefers, what the job does, and what says
 * nothing of the candidate (the company's introduction, benefits, how to apply, legal notices).
 */
export type PostingSection = 'required' | 'preferred' | 'duties' | 'ignored' | 'intro';

// In English, Spanish, German, French, Portuguese, Italian, Dutch and Polish. Checked in this order: "Preferred qualifications"
// is preferred, "About you" is required, "About the role" is the job, "About Acme" is the company.
const preferredHeading =
  /(?<![\p{L}\p{N}])(?:nice[ -]to[ -]haves?|preferred|bonus|pluses|plus|desired|desirable|ideally|good to have|extra credit|assets?|stand out|deseables?|valorables?|se valorar[áa]|valoraremos|w[üu]nschenswert|von vorteil|un plus|souhait[ée]s?|appr[ée]ci[ée]s?|atouts?|diferenciais?|desej[áa]veis|desej[áa]vel|preferibil[ei]|preferenzial[ei]|gradit[oaie]|titolo preferenziale|pluspunt(?:en)?|een pr[ée]|bij voorkeur|mile widziane|dodatkowym atutem|atut)(?![\p{L}\p{N}])/iu;
const requiredHeading =
  /(?<![\p{L}\p{N}])(?:requirements?|qualifications?|must[ -]haves?|you have|who you are|what you bring|what we(?:'re| are) looking for|looking for|skills|your profile|about you|you(?:'ll| will) need|you should have|minimum|required|requisitos?|perfil|lo que buscamos|buscamos|anforderungen|ihr profil|dein profil|was du mitbringst|was sie mitbringen|profil recherch[ée]|comp[ée]tences|o que buscamos|o que esperamos|requisiti|competenze richieste|cosa cerchiamo|il tuo profilo|profilo (?:ricercato|richiesto)|functie-?eisen|wat (?:wij|we) vragen|wat vragen (?:wij|we)|wat breng je mee|wie ben jij|jouw profiel|profiel|vereisten|wymagania|oczekujemy|czego oczekujemy|kogo szukamy|tw[óo]j profil)(?![\p{L}\p{N}])/iu;
const dutiesHeading =
  /(?<![\p{L}\p{N}])(?:responsibilities|what you(?:'ll| will) do|you will|the role|about the role|role overview|overview|day[ -]to[ -]day|duties|your impact|in this role|the job|funciones|responsabilidades|tareas|aufgaben|deine aufgaben|ihre aufgaben|missions?|responsabilit[ée]s|atividades|atribui[çc][õo]es|responsabilit[àa]|mansioni|attivit[àa]|cosa farai|il ruolo|wat ga je doen|(?:jouw|je|de) taken|taken en verantwoordelijkheden|functieomschrijving|verantwoordelijkheden|jouw rol|obowi[ąa]zki|zakres obowi[ąa]zk[óo]w|twoje zadania|czym b[ęe]dziesz si[ęe] zajmowa[ćc])(?![\p{L}\p{N}])/iu;
const ignoredHeading =
  /(?<![\p{L}\p{N}])(?:benefits|perks|what we offer|we offer|compensation|salary|pay range|about us|about|who we are|our values|our mission|our story|culture|equal opportunity|eeo|why join|why work|life at|how to apply|application process|additional information|location|beneficios|ofrecemos|qu[ée] ofrecemos|sobre nosotros|qui[ée]nes somos|wir bieten|[üu]ber uns|avantages|nous offrons|[àa] propos|qui sommes[- ]nous|benef[íi]cios|oferecemos|sobre n[óo]s|quem somos|offriamo|cosa offriamo|chi siamo|wat (?:wij|we) bieden|wat bieden (?:wij|we)|(?:wij|we) bieden|arbeidsvoorwaarden|over ons|wie zijn (?:wij|we)|oferujemy|co oferujemy|o nas|benefity)(?![\p{L}\p{N}])/iu;

/** A line of a requirement that says it is only a plus: "Kubernetes is a plus", "AWS would be an asset". */
export const preferredLine =
  /(?<![\p{L}\p{N}])(?:preferred|nice to have|a plus|is a plus|bonus|desirable|ideally|an asset|strong asset|would be great|deseable|valorable|se valorar[áa]|von vorteil|wünschenswert|un plus|un atout|diferencial|desej[áa]vel|preferibile|gradit[oaie]|een pr[ée]|is een pluspunt|bij voorkeur|mile widzian[ya]|atutem)(?![\p{L}\p{N}])/iu;

/** The section a heading line opens, or null when the line is not a heading. */
export function classifyHeading(line: string): PostingSection | null {
  if (line.length > 60) return null;
  const shaped = /:$/.test(line) || (line.split(' ').length <= 7 && !/[.,;]$/.test(line) && /^[\p{Lu}¿¡]/u.test(line));
  if (!shaped) return null;
  const words = line.replace(/:$/, '');
  if (preferredHeading.test(words)) return 'preferred';
  if (requiredHeading.test(words)) return 'required';
  if (dutiesHeading.test(words)) return 'duties';
  if (ignoredHeading.test(words)) return 'ignored';
  // A heading of another name ("ADDITIONAL NOTES", "Location:"): a new part, of the job but not a requirement.
  return /:$/.test(line) || (line === line.toUpperCase() && /\p{Lu}{3}/u.test(line)) ? 'duties' : null;
}
