import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { readEmbeddedBoardJob } from './read-embedded-board';

const read = (address: string, html: string) => readEmbeddedBoardJob(new URL(address), html);

describe('readEmbeddedBoardJob', () => {
  it("reads a Greenhouse job shown inside a company's own page: the id from gh_jid, the board from the embed script", () => {
    // The shape public job lists link (corp.skillz.com/careers-list/?gh_jid=…) and the embed script Greenhouse documents.
    const page = '<div id="grnhse_app"></div>\n<script src="https://boards.greenhouse.io/embed/job_board/js?for=liveramp"></script>';
    expect(read('https://liveramp.com/careers/open-positions/?gh_jid=6246097', page)).toEqual({
      provider: 'greenhouse',
      slug: 'liveramp',
      sourceId: '6246097',
    });
    expect(read('https://acme.com/jobs?gh_src=x&gh_jid=12', "<script src='//boards.greenhouse.io/embed/job_app?token=12&amp;for=acme-co'>")).toEqual({
      provider: 'greenhouse',
      slug: 'acme-co',
      sourceId: '12',
    });
    expect(
      read('https://acme.com/jobs?gh_jid=12', '<script src="https://job-boards.greenhouse.io/embed/job_board/js?for=acme"></script>'),
    ).toMatchObject({ slug: 'acme' });
  });

  it('reads an Ashby job shown through its embed', () => {
    const page = '<script src="https://jobs.ashbyhq.com/linear/embed?version=2"></script>';
    expect(read('https://linear.app/careers?ashby_jid=0f5b6e0c-2f7c-4a57-9a67-0e3b0b9b6f11', page)).toEqual({
      provider: 'ashby',
      slug: 'linear',
      sourceId: '0f5b6e0c-2f7c-4a57-9a67-0e3b0b9b6f11',
    });
    // A board's name may hold spaces; two in a row name no board.
    const spaced = '<script src="https://jobs.ashbyhq.com/Fermi%20AI/embed"></script>';
    expect(read('https://fermi.ai/careers?ashby_jid=0f5b6e0c-2f7c-4a57-9a67-0e3b0b9b6f11', spaced)).toMatchObject({ slug: 'Fermi AI' });
    const doubled = '<script src="https://jobs.ashbyhq.com/Fermi%20%20AI/embed"></script>';
    expect(read('https://fermi.ai/careers?ashby_jid=0f5b6e0c-2f7c-4a57-9a67-0e3b0b9b6f11', doubled)).toBeNull();
  });

  it('reads nothing without both halves, or with an id or board name of the wrong shape', () => {
    const embed = '<script src="https://boards.greenhouse.io/embed/job_board/js?for=acme"></script>';
    expect(read('https://acme.com/careers', embed)).toBeNull();
    expect(read('https://acme.com/careers?gh_jid=12', '<p>Jobs at Acme</p>')).toBeNull();
    expect(read('https://acme.com/careers?gh_jid=12abc', embed)).toBeNull();
    expect(
      read('https://acme.com/careers?gh_jid=12', '<script src="https://boards.greenhouse.io/embed/job_board/js?for=../etc"></script>'),
    ).toBeNull();
    expect(read('https://acme.com/careers?ashby_jid=not-a-uuid', '<script src="https://jobs.ashbyhq.com/acme/embed"></script>')).toBeNull();
  });

  it('reads a Paylocity job whose address names the company instead of its board, from the board its page links to (a real page)', () => {
    const page = readFileSync(new URL('../../testing/recorded-sources/paylocity/everjobs-detail-fermi-4248451.html', import.meta.url), 'utf8');
    expect(read('https://recruiting.paylocity.com/Recruiting/Jobs/Details/4248451/Fermi-LLC/Corporate-Tax-Director', page)).toEqual({
      provider: 'paylocity',
      slug: 'add565e9-4cee-4334-8182-9de221ffb9e4',
      sourceId: '4248451',
    });
    expect(read('https://recruiting.paylocity.com/Recruiting/Jobs/Details/4248451/Fermi-LLC', '<p>No board here</p>')).toBeNull();
  });
});
