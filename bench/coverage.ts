// Which of 500 real application links Seeker can read, with the code at BASELINE (default: before issue 51)
// and the current code in one run. The links are a frozen random sample of public new-grad and internship
// lists (bench/coverage/links.json; lists, commits and the sampling in ORIGINS.md beside it), each labelled
// with the provider its address shows. A link counts as read when add-by-link reads it through a provider
// reader whose recorded real answers are read in the adapter tests; a link left to the page reader counts
// only as "page": whether its page states a JobPosting is not known without its page, and none is fetched.
// Prints figures; never passes or fails. Run: npx tsx bench/coverage.ts
import { readFileSync } from 'node:fs';
import * as current from '../packages/agents/src/index';
import { importAtCommit } from './support/code-at-commit';

type LinkReader = Pick<typeof current, 'readJobLink' | 'isJobLinkRefusal'>;
type Link = { url: string; provider: string; list: string };
type Outcome = 'reader' | 'refused' | 'page';

const baselineCommit = process.env.BASELINE ?? 'a0fcba4';
const links = JSON.parse(readFileSync(new URL('coverage/links.json', import.meta.url), 'utf8')) as Link[];

function outcomeOf(code: LinkReader, text: string): Outcome {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'refused';
  }
  const reading = code.readJobLink(url);
  if (!reading) return 'page';
  return code.isJobLinkRefusal(reading) ? 'refused' : 'reader';
}

const percent = (count: number, of: number) => `${((100 * count) / of).toFixed(1)}%`;

const baseline = await importAtCommit<LinkReader>(baselineCommit, 'packages/agents/src', 'packages/agents/src/index.ts');
try {
  const outcomes = links.map((link) => ({ link, before: outcomeOf(baseline.module, link.url), now: outcomeOf(current, link.url) }));
  const count = (which: 'before' | 'now', outcome: Outcome, of = outcomes) => of.filter((row) => row[which] === outcome).length;

  console.log(`${links.length} application links from ${new Set(links.map((link) => link.list)).size} public lists; baseline ${baselineCommit}\n`);
  console.log('| | baseline | now |');
  console.log('|---|---|---|');
  for (const [label, outcome] of [
    ['read by a provider reader', 'reader'],
    ['left to the page reader (JobPosting markup not verified)', 'page'],
    ['refused (a board page, a link without a job)', 'refused'],
  ] as const) {
    const [before, now] = [count('before', outcome), count('now', outcome)];
    console.log(`| ${label} | ${before} (${percent(before, links.length)}) | ${now} (${percent(now, links.length)}) |`);
  }

  // A company page that names a board's job in its address (the embed's ?gh_jid= or ?ashby_jid=): read from that
  // board when the page loads the board's embed script, which only the page can show.
  const embedded = outcomes.filter((row) => row.now === 'page' && /[?&](gh_jid|ashby_jid)=/.test(row.link.url)).length;
  console.log(
    `\nOf those left to the page reader, ${embedded} name a board's job in their address (?gh_jid=, ?ashby_jid=): read from that board when their page embeds it (not verified without the page).`,
  );

  console.log('\nBy the provider each address shows:\n');
  console.log('| provider | links | read, baseline | read, now | page reader, now | refused, now |');
  console.log('|---|---|---|---|---|---|');
  const providers = [...new Set(links.map((link) => link.provider))];
  const rows = providers
    .map((provider) => ({ provider, of: outcomes.filter((row) => row.link.provider === provider) }))
    .sort((a, b) => b.of.length - a.of.length || a.provider.localeCompare(b.provider));
  for (const { provider, of } of rows) {
    console.log(
      `| ${provider} | ${of.length} | ${count('before', 'reader', of)} | ${count('now', 'reader', of)} | ${count('now', 'page', of)} | ${count('now', 'refused', of)} |`,
    );
  }

  // What the readers refuse or leave to the page reader on providers they know: the next links to read.
  const missed = outcomes.filter((row) => row.now !== 'reader' && row.link.provider !== 'other' && current.isBoardProvider(row.link.provider));
  if (missed.length > 0) {
    console.log('\nLinks of providers Seeker reads that it does not read:');
    for (const row of missed) console.log(`- ${row.now}: ${row.link.url}`);
  }
} finally {
  baseline.cleanUp();
}
