/**
 * Which of a resume's other sections list certificates or licences, and which list spoken languages,
 * by their headings in the languages Seeker reads (en, de, fr, es, pt, it, nl, pl).
 */
export const certificateHeading =
  /certif|licen[cs]|zertifi|lizenz|attestation|brevet|certyfikat|uprawnieni|certificaat|certificazion|abilitazion|habilita/i;

export const languageHeading =
  /^\W*(?:languages?|language skills|idiomas?|sprachen|sprachkenntnisse|langues?|lingue|conoscenze linguistiche|línguas|talen|talenkennis|języki|języki obce)\b/i;
