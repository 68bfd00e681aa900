/** Every public job source we read, in the order the settings and docs/sources.md list them. */
export const boardSources = [
  'greenhouse',
  'lever',
  'ashby',
  'workable',
  'smartrecruiters',
  'recruitee',
  'personio',
  'teamtailor',
  'workday',
  'breezy',
  'bamboohr',
  'pinpoint',
  'gem',
  'manatal',
  'adp',
  'eightfold',
  'icims',
  'oracle',
  'successfactors',
  'paylocity',
  'avature',
  'rippling',
  'join',
  'comeet',
  'radancy',
  'phenom',
  'jobvite',
  'jobylon',
  'pageup',
  'jibe',
  'careersite',
] as const;
export const feedSources = ['remotive', 'arbeitnow', 'remoteok', 'jobicy', 'himalayas', 'themuse'] as const;
export const querySources = ['adzuna', 'usajobs', 'reed', 'jooble', 'jobtech'] as const;
export const sourceNames = [...boardSources, ...feedSources, ...querySources] as const;

export type BoardProvider = (typeof boardSources)[number];
export type FeedSourceName = (typeof feedSources)[number];
export type QuerySourceName = (typeof querySources)[number];
export type SourceName = (typeof sourceNames)[number];

/** How the screens name a source ("via Remote OK"). */
export const sourceLabels: Record<SourceName, string> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
  workable: 'Workable',
  smartrecruiters: 'SmartRecruiters',
  recruitee: 'Recruitee',
  personio: 'Personio',
  teamtailor: 'Teamtailor',
  workday: 'Workday',
  breezy: 'Breezy HR',
  bamboohr: 'BambooHR',
  pinpoint: 'Pinpoint',
  gem: 'Gem',
  manatal: 'Manatal',
  adp: 'ADP Workforce Now',
  eightfold: 'Eightfold',
  icims: 'iCIMS',
  oracle: 'Oracle Recruiting',
  successfactors: 'SAP SuccessFactors',
  paylocity: 'Paylocity',
  avature: 'Avature',
  rippling: 'Rippling',
  join: 'JOIN',
  comeet: 'Comeet',
  radancy: 'Radancy',
  phenom: 'Phenom',
  jobvite: 'Jobvite',
  jobylon: 'Jobylon',
  pageup: 'PageUp',
  jibe: 'Jibe',
  careersite: 'Careers site',
  remotive: 'Remotive',
  arbeitnow: 'Arbeitnow',
  remoteok: 'Remote OK',
  jobicy: 'Jobicy',
  himalayas: 'Himalayas',
  themuse: 'The Muse',
  adzuna: 'Adzuna',
  usajobs: 'USAJOBS',
  reed: 'Reed',
  jooble: 'Jooble',
  jobtech: 'Platsbanken',
};

export function isSourceName(value: string): value is SourceName {
  return (sourceNames as readonly string[]).includes(value);
}

/** Boards that live on a host of their own ({company}.recruitee.com, {company}.jobs.personio.de): their names are one DNS label. */
export const hostedBoardSources: readonly BoardProvider[] = [
  'recruitee',
  'personio',
  'teamtailor',
  'workday',
  'breezy',
  'bamboohr',
  'pinpoint',
  'icims',
];

export function isBoardProvider(value: string): value is BoardProvider {
  return (boardSources as readonly string[]).includes(value);
}

/**
 * Where a posting came from: a source we read, or "page", a job page a user pasted (read once from its
 * schema.org JobPosting, or typed in): theirs alone, never in the shared index, never configured or crawled.
 */
export type PostingSource = SourceName | 'page';

export const postingSourceLabels: Record<PostingSource, string> = { ...sourceLabels, page: 'Job page' };
