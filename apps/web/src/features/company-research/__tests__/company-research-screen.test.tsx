import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render';
import { CompanyResearchScreen } from '../components/company-research-screen';
import { favoritesKey } from '../lib/company-favorites';
import { createResearch, createSession, createUnratedResearch, openRolesRoutes, sessionId } from './fixtures';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function renderScreen(jobId?: string) {
  return renderWithProviders(
    <MemoryRouter>
      <CompanyResearchScreen {...(jobId ? { jobId } : {})} />
    </MemoryRouter>,
  );
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Company Research screen', () => {
  it('shows every company in a grid with its facts, ratings, citations and sections, then as a list', async () => {
    mockFetch({
      ...openRolesRoutes(),
      'GET /api/company-research': () => jsonResponse({ session: createSession() }),
    });
    const person = userEvent.setup();
    renderScreen();
    expect(screen.getByRole('status')).toHaveTextContent('Loading company research…');
    const acme = await screen.findByRole('article', { name: 'Acme Robotics' });
    expect(screen.getByRole('region', { name: 'Grid view' })).toHaveClass('md:grid-cols-2', 'xl:grid-cols-3');
    expect(within(acme).getByText('Robotics')).toBeInTheDocument();
    expect(within(acme).getAllByRole('link', { name: /^Source ?\W?2\W?: Wikidata Q4000001, Nov 22, 2026$/ })[0]).toHaveAttribute(
      'href',
      'https://www.wikidata.org/wiki/Q4000001',
    );
    expect(
      within(within(acme).getByRole('region', { name: 'Sources for Acme Robotics' })).getByRole('link', { name: 'Wikidata Q4000001, Nov 22, 2026' }),
    ).toHaveAttribute('href', 'https://www.wikidata.org/wiki/Q4000001');
    expect(within(acme).getByText('4.2')).toHaveClass('text-emerald-700');
    expect(within(acme).getByText('83% recommend')).toBeInTheDocument();
    expect(within(acme).getByText('1 award')).toBeInTheDocument();
    expect(within(acme).getByText(/\$140,000–\$170,000 a year, median \$155,000/)).toBeInTheDocument();
    expect(within(acme).getByText('Summary written from the facts above (no AI)')).toBeInTheDocument();
    expect(within(acme).getByText('Career opportunities').nextElementSibling).toHaveClass('text-red-700');
    expect(within(acme).getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', 'https://www.glassdoor.com/Reviews/Acme-Reviews-E771001.htm');
    expect(within(acme).getByRole('link', { name: 'Tailor Resume' })).toHaveAttribute('href', '/resume-tailoring/job-session-1-0');
    // Its open roles over time, from the card's own session and company.
    const openRoles = await within(acme).findByRole('figure', { name: "Open roles at Acme Robotics in Seeker's index, week by week" });
    expect(await within(openRoles).findByTestId('bar-chart')).toHaveAttribute('data-values', 'null,null,null,null,1,1,2,3,2,0,2,2');
    expect(within(card('Globex')).getByRole('figure', { name: "Open roles at Globex in Seeker's index, week by week" })).toBeInTheDocument();

    await person.click(within(acme).getByRole('button', { name: 'Read more' }));
    expect(within(acme).getByText(/and hires steadily\./)).toBeInTheDocument();
    expect(within(acme).getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');

    const globex = card('Globex');
    expect(within(globex).getAllByText('No ratings source configured').length).toBeGreaterThanOrEqual(4);
    expect(within(globex).getByRole('button', { name: 'Reviews' })).toBeDisabled();

    await person.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('region', { name: 'List view' })).toHaveClass('grid-cols-1');
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens a company in the Detailed view with the selector, and deletes its research after asking', async () => {
    const remaining = createSession([createUnratedResearch()]);
    let deleted = false;
    const api = mockFetch({
      ...openRolesRoutes(),
      'GET /api/company-research': () => jsonResponse({ session: deleted ? remaining : createSession() }),
      [`DELETE /api/company-research/${sessionId}/companies/acme-robotics`]: () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    const person = userEvent.setup();
    renderScreen();
    await person.click(await screen.findByRole('button', { name: 'Details of Acme Robotics' }));
    const selector = screen.getByRole('combobox', { name: 'Company' });
    expect(
      within(selector)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Acme Robotics (abcdefgh)', 'Globex (abcdefgh)']);
    expect(screen.getByText('From job search session abcdefgh')).toBeInTheDocument();
    expect(within(card('Acme Robotics')).getByText('Detailed Ratings').closest('details')).toHaveAttribute('open');

    await person.selectOptions(selector, 'globex');
    expect(card('Globex')).toBeInTheDocument();
    await person.selectOptions(selector, 'acme-robotics');

    await person.click(screen.getByRole('button', { name: 'Delete Research' }));
    const dialog = await screen.findByRole('alertdialog');
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await person.click(screen.getByRole('button', { name: 'Delete Research' }));
    await person.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Acme Robotics' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Grid view' })).toBeInTheDocument();
  });

  it('says so when deleting fails, and the error can be dismissed', async () => {
    mockFetch({
      ...openRolesRoutes(),
      'GET /api/company-research': () => jsonResponse({ session: createSession() }),
      [`DELETE /api/company-research/${sessionId}/companies/globex`]: () => jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, 500),
    });
    const person = userEvent.setup();
    renderScreen();
    await person.click(within(await screen.findByRole('article', { name: 'Globex' })).getByRole('button', { name: 'Delete research on Globex' }));
    await person.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete research data. Please try again.');
    await person.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The same failure again is said again.
    await person.click(within(screen.getByRole('article', { name: 'Globex' })).getByRole('button', { name: 'Delete research on Globex' }));
    await person.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete research data. Please try again.');
  });

  it('says the research failed in the spec’s words when a proxy answers instead of the server, and shows no other company as the job’s', async () => {
    const jobId = 'job-session-1-0';
    mockFetch({
      ...openRolesRoutes(),
      [`GET /api/jobs/${jobId}/company-research`]: () => jsonResponse({ sessionId, company: 'Acme Robotics', research: null }),
      [`POST /api/jobs/${jobId}/company-research`]: () =>
        new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
      'GET /api/company-research': () => jsonResponse({ session: createSession([createUnratedResearch()]) }),
    });
    renderScreen(jobId);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to research this company. Please try again.');
    expect(screen.queryByRole('region', { name: 'Detailed view' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Globex' })).toBeInTheDocument();
  });

  it('keeps favourites in companyFavorites, first in the list, across a remount', async () => {
    mockFetch({
      ...openRolesRoutes(),
      'GET /api/company-research': () => jsonResponse({ session: createSession() }),
    });
    const person = userEvent.setup();
    const first = renderScreen();
    await person.click(await screen.findByRole('button', { name: 'Favourite Globex' }));
    expect(JSON.parse(window.localStorage.getItem(favoritesKey)!)).toEqual(['Globex']);
    first.unmount();
    renderScreen();
    const star = await screen.findByRole('button', { name: 'Favourite Globex' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toEqual([
      'company-globex',
      'company-acme-robotics',
    ]);
  });

  it('shows the empty state and loads again on request', async () => {
    let calls = 0;
    mockFetch({
      ...openRolesRoutes(),
      'GET /api/company-research': () => {
        calls++;
        return calls === 1 ? jsonResponse({ error: { code: 'INTERNAL', message: 'down' } }, 500) : jsonResponse({ session: null });
      },
    });
    const person = userEvent.setup();
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'No Company Research Available' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load research data. Please try again.');
    await person.click(screen.getByRole('button', { name: 'Try Loading Again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it('researches a job’s company on arrival when its search has none, then shows it in the Detailed view', async () => {
    const jobId = 'job-session-1-0';
    let researched = false;
    const api = mockFetch({
      ...openRolesRoutes(),
      [`GET /api/jobs/${jobId}/company-research`]: () =>
        jsonResponse({ sessionId, company: 'Acme Robotics', research: researched ? createResearch() : null }),
      [`POST /api/jobs/${jobId}/company-research`]: async () => {
        researched = true;
        return jsonResponse({ sessionId, company: 'Acme Robotics', research: createResearch() });
      },
      'GET /api/company-research': () =>
        jsonResponse({ session: createSession(researched ? [createUnratedResearch(), createResearch()] : [createUnratedResearch()]) }),
    });
    renderScreen(jobId);
    const acme = await screen.findByRole('article', { name: 'Acme Robotics' });
    expect(screen.getByRole('region', { name: 'Detailed view' })).toContainElement(acme);
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('acme-robotics');
    const posts = api.requests.filter((request) => request.method === 'POST');
    expect(posts).toEqual([{ method: 'POST', path: `/api/jobs/${jobId}/company-research`, body: { refresh: false } }]);
    expect(api.requests.find((request) => request.path === '/api/company-research')?.search).toBe(`?sessionId=${sessionId}`);
  });
});
