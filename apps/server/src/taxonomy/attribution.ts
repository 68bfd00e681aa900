import type { TaxonomySource } from '@seeker/agents';

// What each source's licence asks of anyone who shows its data, said only for the sources installed: ESCO's (the
// European Commission's reuse notice), O*NET's CC BY 4.0 (name the source, link the licence, say it was changed;
// the trademark notice), Nesta's crosswalk (cite it).
const lines = [
  {
    when: (name: string) => name.startsWith('ESCO occupations'),
    line: 'ESCO classification of the European Commission (https://esco.ec.europa.eu), used under the Commission’s reuse policy; Seeker compiles its occupation and skill labels into an index of its own.',
  },
  {
    when: (name: string) => name.startsWith('O*NET'),
    line: 'O*NET Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 licence (https://creativecommons.org/licenses/by/4.0/); Seeker compiles its titles, technologies and tools into an index of its own. USDOL/ETA has not approved, endorsed or tested these modifications. O*NET® is a trademark of USDOL/ETA.',
  },
  {
    when: (name: string) => name.includes('crosswalk'),
    line: 'ESCO–O*NET crosswalk by Nesta (Kanders et al. 2020, “Mapping Career Causeways”).',
  },
];

/** The attribution for the sources an index was compiled from, one line per publisher. */
export function taxonomyAttribution(sources: readonly TaxonomySource[]): string[] {
  return lines.filter(({ when }) => sources.some((source) => when(source.name))).map(({ line }) => line);
}
