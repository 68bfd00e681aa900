// A word is letters, digits and combining marks in any script. A dot or slash between two words keeps
// them one token ("node.js", "ci/cd", "asp.net"); a leading dot is kept after a space or bracket
// (".net") but not after another dot ("...react"); trailing "+" and "#" belong to the word ("c++", "c#").
// Hyphens and apostrophes split: "front-end" is "front", "end" on both sides of every comparison.
const tokenPattern = /(?:(?<![\p{L}\p{N}\p{M}.])\.)?[\p{L}\p{N}\p{M}]+(?:[./][\p{L}\p{N}\p{M}]+)*[+#]*/gu;
const javaScriptSuffix = /^([a-z]{3,})js$/;

/** Lowercased tokens in reading order; compounds such as "c++", "c#", ".net", "node.js", "ci/cd" stay whole. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(tokenPattern) ?? [];
}

/**
 * The terms a token is compared by. A compound splits into its parts, each part after a dot keeping the
 * dot: "node.js" is "node", ".js"; "asp.net" is "asp", ".net"; "ci/cd" is "ci", "cd"; and "reactjs" is
 * "react", ".js". So "React" finds "React.js" and "ReactJS", ".NET" finds "ASP.NET", "CI" finds "CI/CD";
 * "Node.js" needs the ".js" ("Node" alone does not find it: "Next.js" must not match "next steps").
 * "+" and "#" never split, so "C" does not find "C++" or "C#". Applying it twice changes nothing.
 */
export function pushTerms(token: string, terms: string[]): void {
  if (!isCompound(token)) {
    terms.push(token);
    return;
  }
  for (const piece of token.split('/')) {
    if (piece === '') continue;
    const dotted = piece.split(/(?=\.)/);
    for (const part of dotted) {
      const suffixed = dotted.length === 1 ? javaScriptSuffix.exec(part) : null;
      if (suffixed) terms.push(suffixed[1]!, '.js');
      else terms.push(part);
    }
  }
}

/** Whether a token is more than one term. Called for every token a ranking reads, so char codes, not regexes. */
export function isCompound(token: string): boolean {
  const length = token.length;
  for (let index = 1; index < length; index++) {
    const code = token.charCodeAt(index);
    if (code === 0x2e || code === 0x2f) return true; // "." or "/" inside
  }
  return length > 4 && token.charCodeAt(length - 2) === 0x6a && token.charCodeAt(length - 1) === 0x73; // "…js"
}

export function toTerms(tokens: readonly string[]): string[] {
  const terms: string[] = [];
  for (const token of tokens) pushTerms(token, terms);
  return terms;
}

/** The terms of a user's phrase ("Machine Learning", "Node.js"), compared against a text's terms. */
export function phraseTerms(phrase: string): string[] {
  return toTerms(tokenize(phrase));
}

/**
 * Whether `phrase` occurs as whole consecutive words: "Java" is not in "JavaScript", "Go" is not in
 * "good", "React" is in "React.js". `haystack` is text or the output of `tokenize`.
 */
export function containsPhrase(haystack: string | readonly string[], phrase: string): boolean {
  const needle = phraseTerms(phrase);
  if (needle.length === 0) return false;
  const terms = toTerms(typeof haystack === 'string' ? tokenize(haystack) : haystack);
  return indexOfTerms(terms, needle) >= 0;
}

/** Start of the first run of `needle` in `terms`, or -1. */
export function indexOfTerms(terms: readonly string[], needle: readonly string[]): number {
  const last = terms.length - needle.length;
  outer: for (let start = 0; start <= last; start++) {
    for (let offset = 0; offset < needle.length; offset++) {
      if (terms[start + offset] !== needle[offset]) continue outer;
    }
    return start;
  }
  return -1;
}
