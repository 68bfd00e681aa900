/** Text as compared loosely: lower case, letters and digits only, one space between words ("Dawdle AI," = "dawdle ai"). */
export const looseKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
