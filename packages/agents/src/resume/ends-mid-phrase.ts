import { functionWords } from './function-words';

/** The text ends with a word that joins it to more ("with", "and", "of", "en", "und"): written in lower case, a function word. */
export const endsMidPhrase = (text: string) => {
  const last = /(?:^|\s)(\p{Ll}+|&)$/u.exec(text.trim())?.[1];
  return last !== undefined && (last === '&' || functionWords.has(last));
};
