/**
 * Grouping key for titles, locations and departments: "Sr. Développeur (Remote)" and "sr developpeur remote"
 * are one group. Only for comparing; screens show the most common original spelling.
 */
export function textKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
