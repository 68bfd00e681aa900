/** The Wikidata properties research reads, named. */
export const wd = {
  instanceOf: 'P31',
  subclassOf: 'P279',
  industry: 'P452',
  employees: 'P1128',
  headquarters: 'P159',
  inception: 'P571',
  website: 'P856',
  stockExchange: 'P414',
  ticker: 'P249',
  ceo: 'P169',
  award: 'P166',
  logo: 'P154',
  pointInTime: 'P585',
} as const;

/** Human (Q5): a person of the same name is never the employer. */
export const humanItem = 'Q5';
