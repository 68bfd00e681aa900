import { describe, expect, it, vi } from 'vitest';
import { readJobPage } from './read-job-page';

// A pasted page that sent Seeker on to another address: where it landed is what the page is.

function pageAt(landedAt: string, html = '<html><head><title>Apply</title></head><body></body></html>') {
  const fetchPage = vi.fn(async () => ({ url: landedAt, html, truncated: false }));
  const pages = { hasRoom: () => true, read: vi.fn(async () => ({ findings: null, title: 'Apply' })) };
  return { fetchPage, pages };
}

describe('readJobPage', () => {
  it("reads a board's job where the page was sent on to its address (Greenhouse's form named by its job alone)", async () => {
    const pasted = new URL('https://boards.greenhouse.io/embed/job_app?token=4696427003');
    const { fetchPage, pages } = pageAt('https://job-boards.greenhouse.io/embed/job_app?for=acme&token=4696427003');
    const reading = await readJobPage(fetchPage, pages, pasted, 'user-1', false);
    expect(reading).toMatchObject({ kind: 'board', link: { provider: 'greenhouse', slug: 'acme', sourceId: '4696427003' } });
    expect(fetchPage).toHaveBeenCalledWith(pasted.href);
    expect(pages.read).not.toHaveBeenCalled();
    // A board that cannot be read (the job unlisted, its robots.txt): the page it landed on is read instead.
    if (reading.kind !== 'board' || !reading.otherwise) throw new Error('expected the landed page as the fallback');
    expect((await reading.otherwise()).kind).toBe('draft');
    expect(pages.read).toHaveBeenCalledOnce();
  });

  it('reads the page itself where it landed on no job of a board (a board page, a closed job sent to the board)', async () => {
    const pasted = new URL('https://boards.greenhouse.io/embed/job_app?token=4696427003');
    const { fetchPage, pages } = pageAt('https://job-boards.greenhouse.io/acme');
    const reading = await readJobPage(fetchPage, pages, pasted, 'user-1', false);
    expect(reading.kind).toBe('draft');
    expect(pages.read).toHaveBeenCalledOnce();
  });

  it('reads a page that was not sent on by its own words', async () => {
    const pasted = new URL('https://careers.example.com/jobs/7');
    const { fetchPage, pages } = pageAt(pasted.href);
    expect((await readJobPage(fetchPage, pages, pasted, 'user-1', false)).kind).toBe('draft');
    expect(pages.read).toHaveBeenCalledOnce();
  });
});
