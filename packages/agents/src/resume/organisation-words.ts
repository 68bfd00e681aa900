// An organisation's words and legal forms, in the eight languages: "Acme GmbH", "KidsPeace National Centers",
// "Centro Nacional de Computacion", "IITI S.A.E.C.A", "Grupo Casas Bahia".
export const organisationWords =
  /\b(?:inc|llc|ltd|gmbh|corp|corporation|company|co|group|labs?|health|healthcare|hospital|clinic|medical|centers?|centres?|centro|centrum|grupo|gruppo|groep|grupa|university|college|school|bank|software|systems|technologies|technology|solutions|partners|agency|studio|foundation|institute|commerce|capital|consulting|services|gbr|kg|spa|srl|sarl|ltda|bv|nv|s\.a\.e\.c\.a|s\.p\.a|s\.r\.l|b\.v|e\.v)\b\.?/i;
// The words an organisation's name opens with: "Studio Tecnico Bianchi", "Ufficio Tecnico Comunale", "Centro de …".
export const opensAnOrganisation =
  /^(?:studio|ufficio|centro|centre|center|grupo|gruppo|groupe|agenzia|agencia|agence|instituto|istituto|institut|bureau|büro|kanzlei|despacho|escritório|escritorio)(?![\p{L}])/iu;
export const namesAnOrganisation = (text: string) => organisationWords.test(text) || opensAnOrganisation.test(text);
