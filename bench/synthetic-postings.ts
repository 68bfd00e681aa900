// Synthetic postings for the benches: a seeded generator, so every run ranks and queries the same input.
import type { Posting } from '../packages/agents/src/job-discovery/posting';
import type { RankPreferences } from '../packages/agents/src/job-discovery/rank';

export const benchNow = new Date('2026-06-01T00:00:00Z');
const now = benchNow;

// mulberry32: small, fast, and the same sequence for the same seed on every machine.
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[], least: number, most: number): T[] => {
    const wanted = least + Math.floor(next() * (most - least + 1));
    return [...items].sort(() => next() - 0.5).slice(0, wanted);
  };
  return { next, pick, some };
}

const random = createRandom(20260601);

const levels = ['', '', 'Junior ', 'Senior ', 'Staff ', 'Lead ', 'Principal '];
const areas = ['Frontend', 'Backend', 'Full Stack', 'Platform', 'Data', 'Mobile', 'Machine Learning', 'Site Reliability', 'Security', 'DevOps'];
const roles = ['Engineer', 'Developer', 'Software Engineer', 'Architect', 'Engineering Manager'];
const skills = [
  'TypeScript',
  'JavaScript',
  'Java',
  'Go',
  'Rust',
  'Python',
  'C++',
  'C#',
  '.NET',
  'Node.js',
  'React',
  'Vue.js',
  'Angular',
  'GraphQL',
  'REST',
  'PostgreSQL',
  'MySQL',
  'Redis',
  'Kafka',
  'Kubernetes',
  'Docker',
  'Terraform',
  'AWS',
  'GCP',
  'Azure',
  'CI/CD',
  'Kotlin',
  'Swift',
  'Scala',
  'Spark',
  'Airflow',
  'dbt',
  'TensorFlow',
  'PyTorch',
  'Elixir',
  'Ruby on Rails',
  'Django',
  'FastAPI',
  'Next.js',
  'Tailwind CSS',
];
const companies = [
  'Acme',
  'Globex',
  'Initech',
  'Umbrella Health',
  'Stark Industries',
  'Wayne Enterprises',
  'Hooli',
  'Pied Piper',
  'Vandelay Imports',
  'Soylent Labs',
  'Stripe, Inc.',
  'Nimbus Technologies GmbH',
];
const places = [
  'Remote',
  'Remote - US',
  'Remote (Europe)',
  'Berlin, Germany',
  'Munich, Germany',
  'London, UK',
  'New York, NY',
  'San Francisco, CA',
  'Amsterdam, Netherlands',
  'Zürich, Switzerland',
  'Toronto, Canada',
  '',
];
const fillers = [
  'You will work closely with product, design and research to ship features our customers love.',
  'We value clear writing, thoughtful code review and a calm, sustainable pace.',
  'Our team owns the services end to end, from design documents to on-call and postmortems.',
  'We are a distributed company with teammates across many time zones and a strong async culture.',
  'You will mentor other engineers, shape our technical roadmap and improve our developer experience.',
  'Good communication and a sense of ownership matter more to us than any single technology.',
  'We offer flexible hours, a learning budget, generous parental leave and a home-office stipend.',
  'The role involves performance work, observability and making our systems easier to operate.',
];
const periods = ['year', 'year', 'year', 'month', 'hour', null] as const;

export function createSyntheticPosting(index: number): Posting {
  const level = random.pick(levels);
  const title = `${level}${random.pick(areas)} ${random.pick(roles)}`;
  const stack = random.some(skills, 3, 8);
  const sentences: string[] = [];
  while (sentences.join(' ').length < 1_000 + random.next() * 1_000) {
    sentences.push(random.next() < 0.4 ? `Experience with ${random.pick(stack)} and ${random.pick(skills)} is a plus.` : random.pick(fillers));
  }
  // About one in fifty mentions something the preferences exclude, so the filter has work to do.
  if (random.next() < 0.02) sentences.push('Some of our customers settle invoices in crypto.');
  const location = random.pick(places);
  const period = random.pick(periods);
  const base = period === 'hour' ? 50 : period === 'month' ? 6_000 : 90_000;
  const min = Math.round(base * (0.7 + random.next()));
  return {
    source: 'greenhouse',
    sourceId: String(index),
    sourceUrl: `https://boards.example.test/jobs/${index}`,
    applyUrl: null,
    title,
    company: random.pick(companies),
    location,
    remote: location.startsWith('Remote'),
    workplace: location.startsWith('Remote') ? 'remote' : null,
    descriptionHtml: '',
    descriptionText: `${title}. ${sentences.join(' ')} Our stack: ${stack.join(', ')}.`,
    qualifications: stack.slice(0, 4).map((skill) => `${2 + Math.floor(random.next() * 5)}+ years with ${skill}`),
    benefits: [],
    salary: random.next() < 0.6 ? { min, max: Math.round(min * 1.25), currency: 'USD', period } : null,
    jobType: random.pick(['Full-time', 'Full-time', 'Contract', 'Part-time', null] as const),
    seniority:
      level.startsWith('Senior') || level.startsWith('Staff')
        ? 'Senior'
        : level.startsWith('Junior')
          ? 'Junior'
          : random.pick(['Mid', null] as const),
    postedAt: new Date(now.getTime() - Math.floor(random.next() * 90 * 86_400_000)),
    tags: random.some(stack, 1, 4),
    department: null,
    fingerprint: String(index),
    board: null,
  };
}

export function createSyntheticPostings(count: number): Posting[] {
  return Array.from({ length: count }, (_, index) => createSyntheticPosting(index));
}

export const benchPreferences: RankPreferences = {
  titles: ['Frontend Engineer', 'Full Stack Developer'],
  locations: ['Remote', 'Berlin, Germany'],
  skills: ['TypeScript', 'React', 'Node.js', 'GraphQL', 'PostgreSQL', 'CI/CD', 'Go'],
  companies: ['Stripe', 'Hooli'],
  includeKeywords: [],
  excludeKeywords: ['crypto', 'unpaid internship'],
  salaryRange: { min: 100_000, max: 160_000 },
  jobType: 'Full-time',
  seniority: 'Senior',
};

const wantedLocations = ['Remote', 'Berlin, Germany', 'London, UK', 'New York, NY', 'San Francisco, CA', 'Amsterdam, Netherlands', 'Toronto, Canada'];
const wantedLevels = ['Junior', 'Mid', 'Senior', 'Exec'] as const;
const wantedTypes = ['Full-time', 'Full-time', 'Contract', 'Part-time'] as const;

const salaryFrom = (min: number) => ({ min, max: min + 60_000 });

/** Preferences of the `index`th of many job seekers: a title, two to five skills, one or two places, a level and a type (seeded). */
export function createBenchPreferences(index: number): RankPreferences {
  const own = createRandom(7_000 + index);
  const title = `${own.pick(areas)} ${own.pick(roles)}`;
  return {
    titles: own.next() < 0.3 ? [title, `${own.pick(areas)} ${own.pick(roles)}`] : [title],
    locations: own.some(wantedLocations, 1, 2),
    skills: own.some(skills, 2, 5),
    companies: own.next() < 0.2 ? [own.pick(companies)] : [],
    includeKeywords: [],
    excludeKeywords: own.next() < 0.3 ? ['crypto'] : [],
    salaryRange: own.next() < 0.5 ? salaryFrom(80_000 + Math.floor(own.next() * 8) * 10_000) : { min: 0, max: 0 },
    jobType: own.pick(wantedTypes),
    seniority: own.pick(wantedLevels),
  };
}
