// Called for every reason a ranking returns: test before replacing, as most text needs no flattening.
const untidySpace = /\s\s|[^\S ]|^ | $/;

/** One line of at most `length` characters: whitespace runs become one space, a cut ends in "…". */
export function clipText(text: string, length: number): string {
  const flat = untidySpace.test(text) ? text.replace(/\s+/g, ' ').trim() : text;
  if (flat.length <= length) return flat;
  // Never cut between the two halves of an emoji or other astral character.
  const end = /[\uD800-\uDBFF]/.test(flat[length - 2] ?? '') ? length - 2 : length - 1;
  return `${flat.slice(0, end).trimEnd()}…`;
}
