import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render';
import { OpenRolesChart } from '../components/open-roles-chart';
import { createOpenRoles, openRolesPath, sessionId } from './fixtures';

const path = openRolesPath('acme-robotics');
const title = "Open roles at Acme Robotics in Seeker's index, week by week";

function renderChart() {
  return renderWithProviders(<OpenRolesChart sessionId={sessionId} companyId="acme-robotics" company="Acme Robotics" />);
}

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('Open roles over time on a company card', () => {
  it('holds its place while loading, then draws the known weeks as bars and the unknown ones as gaps, with a table', async () => {
    const api = mockFetch({ [`GET ${path}`]: () => jsonResponse(createOpenRoles()) });
    renderChart();
    expect(screen.getByTestId('open-roles-loading')).toHaveStyle({ height: '256px' });
    expect(screen.getByTestId('open-roles-loading')).toHaveTextContent('Loading open roles at Acme Robotics…');

    const figure = await screen.findByRole('figure', { name: title });
    expect(figure).toHaveAccessibleDescription(
      "Each bar is the postings open at the end of a week. Seeker's index began on Oct 28, 2026: earlier weeks are not known. The shaded weeks are not known.",
    );
    const bars = await within(figure).findByTestId('bar-chart');
    // Not known is a gap, never a bar of 0; the week with none open is a 0.
    expect(bars).toHaveAttribute('data-values', 'null,null,null,null,1,1,2,3,2,0,2,2');
    expect(bars).toHaveAttribute('data-band', '-0.5-3.5');
    expect(bars.getAttribute('data-labels')?.split('|')).toEqual([
      'Oct 4',
      'Oct 11',
      'Oct 18',
      'Oct 25',
      'Nov 1',
      'Nov 8',
      'Nov 15',
      'Nov 22',
      'Nov 29',
      'Dec 6',
      'Dec 13',
      'Dec 20',
    ]);

    const table = within(figure).getByRole('table', { name: 'Open roles at Acme Robotics by week' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week ending', 'Open roles']);
    const rows = bodyRows(table);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual(['Oct 4, 2026', 'not known']);
    expect(rows[3]).toEqual(['Oct 25, 2026', 'not known']);
    expect(rows[4]).toEqual(['Nov 1, 2026', '1']);
    expect(rows[9]).toEqual(['Dec 6, 2026', '0']);
    expect(rows[11]).toEqual(['Dec 20, 2026', '2']);
    expect(api.requests).toEqual([{ method: 'GET', path, body: undefined }]);
  });

  it('says nothing is missing when every week is known', async () => {
    mockFetch({ [`GET ${path}`]: () => jsonResponse(createOpenRoles('Acme Robotics', [3, 3, 4, 4, 5, 5, 6, 6, 5, 4, 4, 3])) });
    renderChart();
    const figure = await screen.findByRole('figure', { name: title });
    expect(figure).toHaveAccessibleDescription('Each bar is the postings open at the end of a week.');
    expect(await within(figure).findByTestId('bar-chart')).toHaveAttribute('data-band', '');
    expect(within(figure).queryByText('not known')).not.toBeInTheDocument();
  });

  it('says there were no open roles instead of drawing an empty chart', async () => {
    mockFetch({ [`GET ${path}`]: () => jsonResponse(createOpenRoles('Acme Robotics', Array(12).fill(0))) });
    renderChart();
    expect(await screen.findByText("No open roles at Acme Robotics in Seeker's index in the last 12 weeks.")).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bar-chart')).not.toBeInTheDocument();
  });

  it('says when the weeks it knows had none, and that the earlier ones are not known', async () => {
    mockFetch({ [`GET ${path}`]: () => jsonResponse(createOpenRoles('Acme Robotics', [null, null, null, null, 0, 0, 0, 0, 0, 0, 0, 0])) });
    renderChart();
    expect(
      await screen.findByText(
        "No open roles at Acme Robotics in Seeker's index in the last 12 weeks. Seeker's index began on Oct 28, 2026: earlier weeks are not known.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('says the open roles are not known yet when the index has nothing (never a row of zeros)', async () => {
    mockFetch({ [`GET ${path}`]: () => jsonResponse(createOpenRoles('Acme Robotics', Array(12).fill(null))) });
    renderChart();
    expect(await screen.findByText("Open roles at Acme Robotics in Seeker's index are not known yet.")).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('says when the weeks could not be loaded, and loads them again on Retry', async () => {
    let calls = 0;
    mockFetch({
      [`GET ${path}`]: () => (++calls === 1 ? jsonResponse({ error: { code: 'INTERNAL', message: 'down' } }, 500) : jsonResponse(createOpenRoles())),
    });
    const person = userEvent.setup();
    renderChart();
    expect(await screen.findByText('Open roles at Acme Robotics over time could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('figure', { name: title })).toBeInTheDocument();
    expect(screen.queryByText('Open roles at Acme Robotics over time could not be loaded.')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('fetches nothing until the card comes into view', async () => {
    let reveal: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          reveal = callback;
        }
        observe = observe;
        disconnect() {}
      },
    );
    const api = mockFetch({ [`GET ${path}`]: () => jsonResponse(createOpenRoles()) });
    renderChart();
    expect(observe).toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.requests).toEqual([]);
    expect(screen.getByTestId('open-roles-loading')).toBeInTheDocument();

    act(() => reveal?.([{ isIntersecting: true }]));
    expect(await screen.findByRole('figure', { name: title })).toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).toEqual([path]);
  });
});
