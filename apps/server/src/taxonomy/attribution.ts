// What both licences ask of anyone who shows the data: ESCO's (the European Commission's reuse notice) and
// O*NET's CC BY 4.0 (name the source, link the licence, say that it was changed).
export const taxonomyAttribution = [
  'ESCO classification of the European Commission (esco.ec.europa.eu), used under the Commission’s reuse policy; Seeker compiles its occupation labels into an index of its own.',
  'O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 licence (creativecommons.org/licenses/by/4.0); Seeker compiles its titles into an index of its own. USDOL/ETA has not approved, endorsed or tested these modifications.',
  'ESCO–O*NET crosswalk by Nesta (Kanders et al. 2020, “Mapping Career Causeways”).',
];
