import type { SavedJob } from '@seeker/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, jobFixture, renderDashboard } from './fixtures';

async function renderCard(overrides: Partial<SavedJob>) {
  fakeServer({ jobs: [jobFixture(overrides)] });
  renderDashboard();
  const heading = await screen.findByRole('heading', { level: 3, name: overrides.title ?? 'Engineer 1' });
  return within(heading.closest('article') as HTMLElement);
}

const longDescription = `${'a'.repeat(100)}${'b'.repeat(50)}${'c'.repeat(20)}`;

describe('saved-job card', () => {
  it('shows title, company, status, location, salary, date posted and match score', async () => {
    const card = await renderCard({
      title: 'Staff Engineer',
      company: 'Acme',
      location: 'Berlin',
      salary: '€90k',
      status: 'applied',
      datePosted: '2026-11-20T12:00:00.000Z',
      matchScore: 91,
    });
    expect(card.getByText('Acme')).toBeInTheDocument();
    expect(card.getByRole('combobox', { name: 'Status of Staff Engineer' })).toHaveDisplayValue('Applied');
    expect(card.getByText('Berlin')).toBeInTheDocument();
    expect(card.getByText('€90k')).toBeInTheDocument();
    expect(card.getByText('Nov 20, 2026')).toHaveAttribute('datetime', '2026-11-20T12:00:00.000Z');
    expect(card.getByText('91% match')).toBeInTheDocument();
    expect(card.getByText(/^Posted/)).toBeInTheDocument();
  });

  it('dates a job by when it was added or first seen when its source states no date, and shows an unranked job as Not ranked', async () => {
    const page = await renderCard({ title: 'Page job', source: 'page', datePostedStated: false, ranked: false, matchScore: 0 });
    expect(page.getByText(/^Added/)).toBeInTheDocument();
    expect(page.queryByText(/Posted/)).not.toBeInTheDocument();
    expect(page.getByText('Not ranked')).toBeInTheDocument();
    expect(page.queryByText('0% match')).not.toBeInTheDocument();
  });

  it('says First seen for a board job whose board states no date', async () => {
    const board = await renderCard({ title: 'Board job', source: 'greenhouse', datePostedStated: false });
    expect(board.getByText(/^First seen/)).toBeInTheDocument();
  });

  it.each(['Not specified', '', '  '])('says Salary not specified for %j', async (salary) => {
    const card = await renderCard({ salary });
    expect(card.getByText('Salary not specified')).toBeInTheDocument();
  });

  it('cuts a description over 150 characters, with Show more / Show less', async () => {
    const user = userEvent.setup();
    const card = await renderCard({ description: longDescription });
    const cut = `${'a'.repeat(100)}${'b'.repeat(50)}...`;
    expect(card.getByText(cut)).toBeInTheDocument();
    const more = card.getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(card.getByText(longDescription)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Show less' }));
    expect(card.getByText(cut)).toBeInTheDocument();
  });

  it('shows a description of exactly 150 characters whole, without Show more', async () => {
    const card = await renderCard({ description: 'd'.repeat(150) });
    expect(card.getByText('d'.repeat(150))).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows the first 3 requirements, with Show all (n) for the rest', async () => {
    const user = userEvent.setup();
    const card = await renderCard({ qualifications: ['Go', 'SQL', 'Kafka', 'Docker', 'AWS'] });
    const list = () => within(card.getByRole('heading', { level: 4, name: 'Requirements' }).parentElement as HTMLElement).getAllByRole('listitem');
    expect(list().map((item) => item.textContent)).toEqual(['Go', 'SQL', 'Kafka']);
    await user.click(card.getByRole('button', { name: 'Show all (5)' }));
    expect(list().map((item) => item.textContent)).toEqual(['Go', 'SQL', 'Kafka', 'Docker', 'AWS']);
  });

  it('has no Show all with 3 requirements', async () => {
    const card = await renderCard({ qualifications: ['Go', 'SQL', 'Kafka'] });
    expect(card.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('cuts a requirement over 30 characters, the whole text in the tooltip and for screen readers', async () => {
    const long = 'Five years of distributed systems experience';
    const card = await renderCard({ qualifications: [long, 'x'.repeat(30)] });
    const cut = card.getByText(`${long.slice(0, 30)}...`);
    expect(cut).toHaveAttribute('aria-hidden', 'true');
    expect(cut.closest('li')).toHaveAttribute('title', long);
    expect(card.getByText(long)).toHaveClass('sr-only');
    // Exactly 30 characters is not cut and has no tooltip.
    expect(card.getByText('x'.repeat(30))).not.toHaveAttribute('title');
  });

  it('opens the website in a new tab', async () => {
    const card = await renderCard({ jobLink: 'https://jobs.example.com/42' });
    const website = card.getByRole('link', { name: 'Website (opens in a new tab)' });
    expect(website).toHaveAttribute('href', 'https://jobs.example.com/42');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['#', ''])('keeps "#" and no new tab when the link is %j', async (jobLink) => {
    const card = await renderCard({ jobLink });
    const website = card.getByRole('link', { name: 'Website' });
    expect(website).toHaveAttribute('href', '#');
    expect(website).not.toHaveAttribute('target');
  });

  it('opens company research for the job', async () => {
    const user = userEvent.setup();
    fakeServer({ jobs: [jobFixture({ id: 'job-session-9-3', company: 'Acme' })] });
    const { router } = renderDashboard();
    const research = await screen.findByRole('link', { name: 'Research Acme' });
    expect(research).toHaveAttribute('href', '/company-research/job-session-9-3');
    await user.click(research);
    expect(router.state.location.pathname).toBe('/company-research/job-session-9-3');
  });
});
