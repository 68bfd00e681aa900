import { defaultPreferences, type SavedJob, type SalaryRange } from '@seeker/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSavedJob } from '@/test/create-saved-job';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render';
import { PayHistogram } from '../components/pay-histogram';

const preferencesPath = 'GET /api/users/user-1/preferences';
const savedRange = (min: number, max: number) => () =>
  jsonResponse({ saved: true, preferences: { ...defaultPreferences('UTC'), salaryRange: { min, max } } });

let listing = 0;
const job = (min: number | null, max: number | null, currency: string | null = 'USD', period: SalaryRange['period'] = 'year'): SavedJob => {
  listing += 1;
  return createSavedJob({ listingNumber: listing, salaryRange: { min, max, currency, period } });
};
const unpaid = () => createSavedJob({ listingNumber: 99, salary: 'Not specified', salaryRange: null });

const tableRows = (figure: HTMLElement) =>
  within(within(figure).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent).join(': '));

describe('the pay histogram', () => {
  it('counts the results that state pay in the commonest currency and period, in round bins, with the user’s range shaded', async () => {
    const server = mockFetch({ [preferencesPath]: savedRange(60_000, 120_000) });
    const jobs = [
      job(100_000, 120_000), // 110k
      job(null, 150_000),
      job(190_000, null),
      job(95_000, 105_000), // 100k
      job(50, 60, 'USD', 'hour'),
      job(70_000, 80_000, 'EUR'),
      unpaid(),
    ];
    renderWithProviders(<PayHistogram jobs={jobs} userId="user-1" />);
    const figure = screen.getByRole('figure', { name: 'Pay per year in USD' });
    expect(figure).toHaveAccessibleDescription(/^4 of 7 results state pay in USD per year; others left out\. Each job counts at the middle/);
    expect(tableRows(figure)).toEqual([
      '$100K–$110K: 1',
      '$110K–$120K: 1',
      '$120K–$130K: 0',
      '$130K–$140K: 0',
      '$140K–$150K: 0',
      '$150K–$160K: 1',
      '$160K–$170K: 0',
      '$170K–$180K: 0',
      '$180K–$190K: 0',
      '$190K–$200K: 1',
    ]);
    expect(await within(figure).findByText(/Shaded: your salary range, \$60K–\$120K a year\./)).toBeInTheDocument();
    const chart = await within(figure).findByTestId('bar-chart');
    expect(chart).toHaveAttribute('data-values', '1,1,0,0,0,1,0,0,0,1');
    expect(chart).toHaveAttribute('data-labels', '$100K|$110K|$120K|$130K|$140K|$150K|$160K|$170K|$180K|$190K|$200K');
    expect(chart).toHaveAttribute('data-band', '60000-120000');
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([preferencesPath]);
  });

  it('draws no band over pay per hour (the range is a year’s pay) and says why', async () => {
    mockFetch({ [preferencesPath]: savedRange(60_000, 120_000) });
    const jobs = [job(40, 50, 'USD', 'hour'), job(55, null, 'USD', 'hour'), job(null, 70, 'USD', 'hour'), job(90_000, 100_000)];
    renderWithProviders(<PayHistogram jobs={jobs} userId="user-1" />);
    const figure = screen.getByRole('figure', { name: 'Pay per hour in USD' });
    expect(figure).toHaveTextContent('3 of 4 results state pay in USD per hour; others left out.');
    expect(await within(figure).findByText(/Your salary range is a year's pay, so it is not drawn over pay per hour\./)).toBeInTheDocument();
    expect(await within(figure).findByTestId('bar-chart')).toHaveAttribute('data-band', '');
    expect(tableRows(figure).reduce((sum, row) => sum + Number(row.split(': ')[1]), 0)).toBe(3);
  });

  it('says so when the range cannot be loaded, and still draws the pay', async () => {
    mockFetch({ [preferencesPath]: () => jsonResponse({ error: { code: 'INTERNAL', message: 'Down' } }, 500) });
    renderWithProviders(<PayHistogram jobs={[job(90_000, null), job(100_000, null), job(110_000, null)]} userId="user-1" />);
    const figure = screen.getByRole('figure', { name: 'Pay per year in USD' });
    expect(await within(figure).findByText(/Your salary range could not be loaded\./)).toBeInTheDocument();
    expect(figure).toHaveTextContent('3 of 3 results state pay in USD per year.');
  });

  it('shows a sentence instead of a chart when fewer than 3 results state pay, and asks for nothing', () => {
    const server = mockFetch({ [preferencesPath]: savedRange(60_000, 120_000) });
    renderWithProviders(<PayHistogram jobs={[job(90_000, null), job(100_000, null), job(40, null, 'USD', 'hour'), unpaid()]} userId="user-1" />);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getByText('Too few results state pay for a chart: 2 of 4 results state pay in USD per year.')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('says there is no chart when no result states pay with a currency and a period', () => {
    mockFetch({});
    renderWithProviders(<PayHistogram jobs={[unpaid(), job(90_000, null, null), job(80_000, null, 'USD', null)]} userId="user-1" />);
    expect(screen.getByText('No result states its pay with a currency and a period, so there is no pay chart.')).toBeInTheDocument();
  });
});
