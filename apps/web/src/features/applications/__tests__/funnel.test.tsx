import type { FunnelStep } from '@seeker/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PipelineFunnel } from '../components/pipeline-funnel';
import { cardFixture, fakeBoardServer, renderApplications } from './fixtures';

const funnel: FunnelStep[] = [
  { stage: 'saved', count: 12, conversion: null, medianDays: null },
  { stage: 'applied', count: 5, conversion: 5 / 12, medianDays: 3.25 },
  { stage: 'interviewing', count: 2, conversion: 0.4, medianDays: 12.6 },
  { stage: 'offered', count: 1, conversion: 0.5, medianDays: 7 },
];

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the pipeline funnel', () => {
  it('is folded to one line until opened, so the board comes first', async () => {
    renderWithProviders(<PipelineFunnel funnel={funnel} />);
    const toggle = screen.getByRole('button', { name: /Pipeline funnel/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // What the stages ever reached, not where the jobs are now (the dashboard's tiles).
    expect(toggle).toHaveTextContent('12 saved · 5 ever applied · 2 ever interviewing · 1 ever offered');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('figure', { name: /Pipeline funnel/ })).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    await userEvent.setup().click(toggle);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('is a figure named and described by its caption, with every stage’s count, conversion and median time in a table', async () => {
    renderWithProviders(<PipelineFunnel funnel={funnel} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /Pipeline funnel/ }));
    const figure = screen.getByRole('figure', { name: /Pipeline funnel/ });
    expect(figure).toHaveAccessibleDescription(
      'Of your 12 saved jobs (all of them, whatever the filters), 5 reached Applied, 2 Interviewing and 1 Offered. Conversion and median time are from the stage before.',
    );
    // The table needs no chart code; until that code arrives a skeleton of the chart's height holds its place
    // (in a worker that loaded it for an earlier file, the chart is there at once).
    expect(rowsOf(within(figure).getByRole('table', { name: 'Pipeline funnel by stage' }))).toEqual([
      ['Stage', 'Jobs', 'Conversion', 'Median time'],
      ['Saved', '12', '—none', '—none'],
      ['Applied', '5', '42%', '3.3 days'],
      ['Interviewing', '2', '40%', '13 days'],
      ['Offered', '1', '50%', '7 days'],
    ]);
    expect(figure.querySelector('[data-chart="loading"], [data-testid="bar-chart"]')).toHaveStyle({ height: '200px' });
    // The chart (a stand-in in jsdom) draws the same counts, each stage's conversion and median time under its bar.
    const chart = await within(figure).findByTestId('bar-chart');
    expect(chart).toHaveAttribute('data-values', '12,5,2,1');
    expect(chart).toHaveAttribute('data-labels', 'Saved|Applied\n42%\n3.3 days|Interviewing\n40%\n13 days|Offered\n50%\n7 days');
    expect(chart).toHaveStyle({ height: '200px' });
    expect(figure.querySelector('[data-chart="loading"]')).toBeNull();
  });

  it('draws nothing when nothing is saved', () => {
    const { container } = renderWithProviders(<PipelineFunnel funnel={[{ stage: 'saved', count: 0, conversion: null, medianDays: null }]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('sits on the board above the filters, over every saved job, and leaves an empty board alone', async () => {
    fakeBoardServer({ cards: [cardFixture(1), cardFixture(2, { status: 'applied' }), cardFixture(3)] });
    renderApplications();
    await userEvent.setup().click(await screen.findByRole('button', { name: /Pipeline funnel/ }));
    const figure = await screen.findByRole('figure', { name: /Pipeline funnel/ });
    expect(figure).toHaveTextContent('Of your 3 saved jobs');
    expect(within(figure).getByRole('row', { name: /Applied/ })).toHaveTextContent('Applied0');
    expect(figure.compareDocumentPosition(screen.getByRole('article', { name: 'Engineer 1' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not on a board with nothing saved', async () => {
    fakeBoardServer({ cards: [] });
    renderApplications();
    await screen.findByRole('link', { name: 'Go to Job Search' });
    expect(screen.queryByRole('button', { name: /Pipeline funnel/ })).not.toBeInTheDocument();
  });
});
