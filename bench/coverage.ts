// Which of 500 real application links Seeker can read, with the code at BASELINE (default: before issue 51)
// and the current code in one run. The links are a frozen random sample of public new-grad and internship
// lists (bench/coverage/links.json; lists, commits and the sampling in ORIGINS.md beside it), each labelled
// with the provider its address shows. A link counts as read when add-by-link reads it:
// - through a provider reader, whose recorded real answers are read in the adapter tests;
// - through a company page's board job (?gh_jid=, or a board job's id in its path) on a board the directory knows by
//   the site's name, as its slug or as
//   the one board whose company is so named (the job's presence on that board is checked when it is read; here only
//   that the board is known);
// - through its page's JobPosting, for providers whose job pages state one: a recorded real page of that
//   provider is read in this run (a provider with none recorded counts nothing).
// A link left to the page reader otherwise counts only as "page": whether its page states a JobPosting is not
// known without its page, and none is fetched. Prints figures; never passes or fails. Run: npx tsx bench/coverage.ts
import { readFileSync } from 'node:fs';
import * as current from '../packages/agents/src/index';
import { importAtCommit } from './support/code-at-commit';

type LinkReader = Pick<typeof current, 'readJobLink' | 'isJobLinkRefusal'>;
type Link = { url: string; provider: string; list: string };
type Outcome = 'reader' | 'site-board' | 'markup' | 'refused' | 'page';

const baselineCommit = process.env.BASELINE ?? 'a0fcba4';
const links = JSON.parse(readFileSync(new URL('coverage/links.json', import.meta.url), 'utf8')) as Link[];
const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

const directoryRows = read('apps/server/src/job-sources/directory/boards.csv')
  .split(/\r?\n/)
  .slice(1)
  .map((line) => line.split(','))
  .map(([provider = '', slug = '', ...name]) => ({ provider, slug: slug.toLowerCase(), name: name.join(',') }));
/** The directory's boards, `provider:slug` (lower-cased), at this commit. */
const directory = new Set(directoryRows.map((row) => `${row.provider}:${row.slug}`));
/** How many of the directory's boards each `provider:name` has, the name in letters and digits only (as the server compares them). */
const directoryNames = new Map<string, number>();
for (const row of directoryRows) {
  const key = `${row.provider}:${row.name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')}`;
  directoryNames.set(key, (directoryNames.get(key) ?? 0) + 1);
}

/** Providers whose job pages state a schema.org JobPosting, each with the recorded real pages that show it (their ORIGINS.md says whose). */
const recordedJobPages: Record<string, { file: string; url: string }[]> = {
  phenom: [
    {
      file: 'packages/agents/src/job-discovery/page/fixtures/phenom-conduent-22047-job-detail.html',
      url: 'https://careers.conduent.com/us/en/job/22047/Human-Resources-Business-Partner-Analyst-II',
    },
  ],
  eightfold: [
    {
      file: 'packages/agents/src/job-discovery/page/fixtures/eightfold-amdocs-job-page.html',
      url: 'https://jobs.amdocs.com/careers/job/563431013427445',
    },
  ],
  paylocity: [
    {
      file: 'packages/agents/src/testing/recorded-sources/paylocity/everjobs-detail-fermi-4248451.html',
      url: 'https://recruiting.paylocity.com/Recruiting/Jobs/Details/4248451',
    },
    {
      file: 'packages/agents/src/testing/recorded-sources/paylocity/everjobs-detail-sendcutsend-4272751.html',
      url: 'https://recruiting.paylocity.com/Recruiting/Jobs/Details/4272751',
    },
  ],
};
/** The providers each of whose recorded pages this run reads a titled JobPosting from. */
const markupProviders = new Set(
  Object.entries(recordedJobPages)
    .filter(([, pages]) => pages.length > 0 && pages.every((page) => current.readJobPostingPage(read(page.file), page.url)?.title))
    .map(([provider]) => provider),
);

function outcomeOf(code: LinkReader, text: string, now: boolean, provider: string): Outcome {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'refused';
  }
  const reading = code.readJobLink(url);
  if (reading) return code.isJobLinkRefusal(reading) ? 'refused' : 'reader';
  // What only the current code does: the directory's board by the site's name, and pages by their provider's markup.
  if (!now) return 'page';
  const job = current.readBoardJobInAddress(url);
  const names = job ? current.addressBoardNames(url) : [];
  // The board named like the site, else the one board whose company's name is the site's ("AnyMind Group", anymindgroup.com).
  if (job && names.some((name) => directory.has(`${job.provider}:${name}`) || directoryNames.get(`${job.provider}:${name}`) === 1))
    return 'site-board';
  return markupProviders.has(provider) ? 'markup' : 'page';
}

const percent = (count: number, of: number) => `${((100 * count) / of).toFixed(1)}%`;

const baseline = await importAtCommit<LinkReader>(baselineCommit, 'packages/agents/src', 'packages/agents/src/index.ts');
try {
  const outcomes = links.map((link) => ({
    link,
    before: outcomeOf(baseline.module, link.url, false, link.provider),
    now: outcomeOf(current, link.url, true, link.provider),
  }));
  const count = (which: 'before' | 'now', outcome: Outcome, of = outcomes) => of.filter((row) => row[which] === outcome).length;

  console.log(`${links.length} application links from ${new Set(links.map((link) => link.list)).size} public lists; baseline ${baselineCommit}\n`);
  console.log('| | baseline | now |');
  console.log('|---|---|---|');
  for (const [label, outcome] of [
    ['read by a provider reader', 'reader'],
    ["read from a board the directory knows by the site's name (?gh_jid=, ?ashby_jid=, a board job's id in the path)", 'site-board'],
    ["read from its page's JobPosting (its provider's pages state one: recorded page read)", 'markup'],
    ['left to the page reader (JobPosting markup not verified)', 'page'],
    ['refused (a board page, a link without a job)', 'refused'],
  ] as const) {
    const [before, now] = [count('before', outcome), count('now', outcome)];
    console.log(`| ${label} | ${before} (${percent(before, links.length)}) | ${now} (${percent(now, links.length)}) |`);
  }
  const readable = (which: 'before' | 'now') => count(which, 'reader') + count(which, 'site-board') + count(which, 'markup');
  console.log(
    `| **all three (the last two not checked link by link)** | **${readable('before')} (${percent(readable('before'), links.length)})** | **${readable('now')} (${percent(readable('now'), links.length)})** |`,
  );
  console.log(`\nProviders whose recorded job pages this run read a JobPosting from: ${[...markupProviders].sort().join(', ') || 'none'}.`);

  // A company page that names a board's job in its address (the embed's ?gh_jid= or ?ashby_jid=): read from that
  // board when the page loads the board's embed script, which only the page can show.
  const embedded = outcomes.filter((row) => row.now === 'page' && /[?&](gh_jid|ashby_jid)=/.test(row.link.url)).length;
  console.log(
    `Of those left to the page reader, ${embedded} name a board's job in their address (?gh_jid=, ?ashby_jid=): read from that board when their page embeds it (not verified without the page).`,
  );
  // Greenhouse's application form named by its job alone (`embed/job_app?token=`): Greenhouse sends it on to the address
  // naming its board too while the job is open (as open readers describe it), which the page's read follows.
  const forms = outcomes.filter((row) => row.now === 'page' && /greenhouse\.io\/embed\/job_app\b/.test(row.link.url)).length;
  console.log(
    `And ${forms} are Greenhouse's form named by its job alone: read from its board when Greenhouse sends the page on to the address naming it (while the job is open; not verified without the page).`,
  );
  // A job address shaped as Radancy's (`/job/{city}/{title}/{org}/{id}` on the employer's host): read from the site's search
  // when its page loads the platform's assets, which only the page shows (no Radancy job page is recorded).
  const platform = outcomes.filter((row) => row.now === 'page' && current.radancyJobInAddress(new URL(row.link.url))).length;
  console.log(
    `And ${platform} have the address shape of a Radancy site's job: read from that site's search when their page loads the platform's assets (not verified without the page).`,
  );

  // A job address shaped as Eightfold's on a company's own host (`/careers/job/{id}`): read from the tenant's API when its
  // page states the job's address on eightfold.ai, as the recorded page on Amdocs' host does; only the page shows it.
  const eightfold = outcomes.filter((row) => row.now === 'page' && current.eightfoldJobInAddress(new URL(row.link.url))).length;
  console.log(
    `And ${eightfold} have the address shape of an Eightfold site's job on the company's host: read from its tenant's API when their page states the job's eightfold.ai address (not verified without the page).`,
  );
  console.log('\nBy the provider each address shows:\n');
  console.log('| provider | links | read, baseline | read, now | of which by board or markup | page reader, now | refused, now |');
  console.log('|---|---|---|---|---|---|---|');
  const providers = [...new Set(links.map((link) => link.provider))];
  const rows = providers
    .map((provider) => ({ provider, of: outcomes.filter((row) => row.link.provider === provider) }))
    .sort((a, b) => b.of.length - a.of.length || a.provider.localeCompare(b.provider));
  for (const { provider, of } of rows) {
    const indirect = count('now', 'site-board', of) + count('now', 'markup', of);
    console.log(
      `| ${provider} | ${of.length} | ${count('before', 'reader', of)} | ${count('now', 'reader', of) + indirect} | ${indirect} | ${count('now', 'page', of)} | ${count('now', 'refused', of)} |`,
    );
  }

  // What the readers refuse or leave to the page reader on providers they know: the next links to read.
  const missed = outcomes.filter(
    (row) => (row.now === 'page' || row.now === 'refused') && row.link.provider !== 'other' && current.isBoardProvider(row.link.provider),
  );
  if (missed.length > 0) {
    console.log('\nLinks of providers Seeker reads that it does not read:');
    for (const row of missed) console.log(`- ${row.now}: ${row.link.url}`);
  }
} finally {
  baseline.cleanUp();
}
