import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render';
import { SourceNotices } from '../components/search-notices';
import { SourceHealthNotice } from '../components/source-health-notice';
import { StartCard } from '../components/start-card';
import { formatRecentTime } from '@/lib/format-dates';
import { staleSourceText } from '../lib/describe-source';

describe('SourceNotices', () => {
  it('names what failed now, feeds whose last read failed, and target companies not searched', () => {
    const failedAt = new Date();
    failedAt.setHours(8, 50, 0, 0);
    render(
      <MemoryRouter>
        <SourceNotices
          sources={[
            { name: 'remotive', label: 'Remotive', status: 'ok', count: 12 },
            { name: 'greenhouse:globex', label: 'Globex (Greenhouse)', status: 'failed', count: 0, error: 'did not answer within 10 s' },
            {
              name: 'arbeitnow',
              label: 'Arbeitnow',
              status: 'stale',
              count: 0,
              error: 'had an error on its side (HTTP 500)',
              failedAt: failedAt.toISOString(),
              lastSuccessAt: failedAt.toISOString(),
            },
            { name: 'company:Initech', label: 'Initech', status: 'skipped', count: 0, error: 'no public job board found for Initech' },
            { name: 'adzuna', label: 'Adzuna', status: 'skipped', count: 0, error: 'asked 3 minutes ago' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('One source could not be searched this time:')).toBeInTheDocument();
    expect(screen.getByText('Globex (Greenhouse): did not answer within 10 s')).toBeInTheDocument();
    expect(screen.getByText('One feed may be out of date:')).toBeInTheDocument();
    expect(
      screen.getByText(
        `Arbeitnow: last read failed at ${formatRecentTime(failedAt.toISOString())} (had an error on its side (HTTP 500)); its postings may be stale`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('One target company was not searched:')).toBeInTheDocument();
    expect(screen.getByText('Initech: no public job board found for Initech')).toBeInTheDocument();
    // A keyed source not due is no news: its postings are in the index.
    expect(screen.queryByText(/Adzuna/)).not.toBeInTheDocument();
  });

  it('heads feeds never read as not read yet, and a mix as having trouble', () => {
    const failedAt = new Date().toISOString();
    const { rerender } = render(
      <SourceNotices
        sources={[{ name: 'jobicy', label: 'Jobicy', status: 'stale', count: 0, error: 'did not answer within 10 s', failedAt, lastSuccessAt: null }]}
      />,
    );
    expect(screen.getByText('One feed could not be read yet:')).toBeInTheDocument();
    rerender(
      <SourceNotices
        sources={[
          { name: 'jobicy', label: 'Jobicy', status: 'stale', count: 0, error: 'did not answer within 10 s', failedAt, lastSuccessAt: null },
          {
            name: 'arbeitnow',
            label: 'Arbeitnow',
            status: 'stale',
            count: 0,
            error: 'did not answer within 10 s',
            failedAt,
            lastSuccessAt: failedAt,
          },
        ]}
      />,
    );
    expect(screen.getByText('2 feeds are having trouble:')).toBeInTheDocument();
  });

  it('says nothing when every source answered', () => {
    const { container } = render(<SourceNotices sources={[{ name: 'remotive', label: 'Remotive', status: 'ok', count: 3 }]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('staleSourceText', () => {
  it('gives the time alone today and the day before that', () => {
    const now = new Date(2026, 10, 23, 12, 0);
    const today = new Date(2026, 10, 23, 8, 50).toISOString();
    const earlier = new Date(2026, 10, 21, 8, 50).toISOString();
    expect(formatRecentTime(today, now)).not.toMatch(/Nov/);
    expect(formatRecentTime(earlier, now)).toMatch(/Nov 21/);
    expect(staleSourceText({ label: 'Arbeitnow', error: 'had an error on its side (HTTP 500)', failedAt: today, lastSuccessAt: earlier }, now)).toBe(
      `Arbeitnow: last read failed at ${formatRecentTime(today, now)} (had an error on its side (HTTP 500)); its postings may be stale`,
    );
  });

  it('says a feed never read could not be read yet: it has no postings to be stale', () => {
    const now = new Date(2026, 10, 23, 12, 0);
    const today = new Date(2026, 10, 23, 8, 50).toISOString();
    expect(staleSourceText({ label: 'Jobicy', error: 'had an error on its side (HTTP 500)', failedAt: today, lastSuccessAt: null }, now)).toBe(
      `Jobicy: could not be read yet (last try at ${formatRecentTime(today, now)}: had an error on its side (HTTP 500))`,
    );
  });
});

describe('SourceHealthNotice', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names the feeds whose last read failed before a search, and nothing else', async () => {
    const failedAt = new Date().toISOString();
    mockFetch({
      'GET /api/job-sources': () =>
        jsonResponse({
          sources: [
            { name: 'remotive', label: 'Remotive', kind: 'feed', status: 'ok', lastSuccessAt: failedAt, lastFailedAt: null, error: null },
            {
              name: 'arbeitnow',
              label: 'Arbeitnow',
              kind: 'feed',
              status: 'failing',
              lastSuccessAt: null,
              lastFailedAt: failedAt,
              error: 'had an error on its side (HTTP 500)',
            },
            { name: 'adzuna', label: 'Adzuna', kind: 'query', status: 'unread', lastSuccessAt: null, lastFailedAt: null, error: null },
          ],
        }),
    });
    renderWithProviders(<SourceHealthNotice />);
    const notice = await screen.findByRole('region', { name: 'Job source status' });
    expect(notice).toHaveTextContent('One job source is having trouble:');
    expect(notice).toHaveTextContent(
      `Arbeitnow: could not be read yet (last try at ${formatRecentTime(failedAt)}: had an error on its side (HTTP 500))`,
    );
    expect(notice).not.toHaveTextContent(/Remotive|Adzuna/);
  });

  it('stands before the Start Your Search button, so the warning comes before the action', async () => {
    mockFetch({
      'GET /api/job-sources': () =>
        jsonResponse({
          sources: [
            {
              name: 'arbeitnow',
              label: 'Arbeitnow',
              kind: 'feed',
              status: 'failing',
              lastSuccessAt: null,
              lastFailedAt: new Date().toISOString(),
              error: 'did not answer within 10 s',
            },
          ],
        }),
    });
    renderWithProviders(<StartCard onStart={() => {}} />);
    const notice = await screen.findByRole('region', { name: 'Job source status' });
    const start = screen.getByRole('button', { name: 'Start Your Search' });
    expect(notice.compareDocumentPosition(start) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows nothing when all is well or the list cannot be read', async () => {
    const { requests } = mockFetch({ 'GET /api/job-sources': () => jsonResponse({ message: 'down' }, 500) });
    const { container } = renderWithProviders(<SourceHealthNotice />);
    await vi.waitFor(() => expect(requests.some((request) => request.path === '/api/job-sources')).toBe(true));
    expect(container).toBeEmptyDOMElement();
  });
});
