import { memoByText } from '../text/memo-by-text';

/**
 * Grouping key for titles, locations and departments: "Sr. Développeur (Remote)" and "sr developpeur remote"
 * are one group. Only for comparing; screens show the most common original spelling. Remembered for the
 * texts keyed lately: every scheduled run summarises its companies' postings, mostly the same ones.
 */
export const textKey = memoByText((value: string): string =>
  value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim(),
);
