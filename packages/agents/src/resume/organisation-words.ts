// An organisation's words and legal forms, in the eight languages: "Acme GmbH", "KidsPeace National Centers",
// "Centro Nacional de Computacion", "IITI S.A.E.C.A", "Grupo Casas Bahia".
const organisationWordsPattern =
  /\b(?:inc|llc|ltd|gmbh|corp|corporation|company|co|group|labs?|health|healthcare|hospital|clinic|medical|centers?|centres?|centro|centrum|grupo|gruppo|groep|grupa|university|college|school|bank|software|systems|technologies|technology|solutions|partners|agency|studio|foundation|association|society|council|federation|church|museum|library|charity|charities|enterprises|industries|holdings|hotel|restaurant|institute|commerce|capital|consulting|services|gbr|kg|spa|srl|sarl|ltda|bv|nv|s\.a\.e\.c\.a|s\.p\.a|s\.r\.l|b\.v|e\.v)\b\.?/i;
// Legal forms as companies write them after their names, letter case and all ("Schindler Management AG", "Volvo AB",
// "Nokia Oyj", "Indra Sistemas SA", "Comarch S.A.", "Acme Sp. z o.o."): in capitals only, so "sa" and "ab" in words stay words.
const legalForms =
  /(?<=\S\s+)(?:AG|SA|S\.A\.|SAS|S\.A\.S\.|SARL|SpA|SE|AB|A\/S|ApS|ASA|Oy|Oyj|PLC|plc|Pty|Pvt|Pte|NV|N\.V\.|BV|OHG|UG|KGaA|[Ss]p\. [zZ] [oO]\.[oO]\.|S\.L\.|SL|SLU|Lda|LTDA|Kft|Zrt|a\.s\.|s\.r\.o\.|d\.o\.o\.)(?![\p{L}\p{N}])/u;
/** An organisation's word or a legal form in the text. */
export const organisationWords = { test: (text: string) => organisationWordsPattern.test(text) || legalForms.test(text) };

// The words an organisation's name opens with: "Studio Tecnico Bianchi", "Ufficio Tecnico Comunale", "Centro de …".
export const opensAnOrganisation =
  /^(?:studio|ufficio|centro|centre|center|grupo|gruppo|groupe|agenzia|agencia|agence|instituto|istituto|institut|bureau|büro|kanzlei|despacho|escritório|escritorio)(?![\p{L}])/iu;
export const namesAnOrganisation = (text: string) => organisationWords.test(text) || opensAnOrganisation.test(text);
