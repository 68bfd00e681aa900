import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderDashboard } from './fixtures';

function assistantCard(name: string) {
  const section = screen.getByRole('region', { name: 'Your AI Assistants' });
  return within(within(section).getByRole('heading', { level: 3, name }).closest('article') as HTMLElement);
}

describe('Your AI Assistants', () => {
  it('shows the four assistants with their one-line descriptions', () => {
    fakeServer();
    renderDashboard();
    const section = screen.getByRole('region', { name: 'Your AI Assistants' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Job Discovery Agent', 'Company Research Agent', 'Resume Tailoring Agent', 'Application Manager']);
    expect(assistantCard('Job Discovery Agent').getByText('Scans job boards against your preferences.')).toBeInTheDocument();
    expect(assistantCard('Company Research Agent').getByText('Company culture, reviews, team structure.')).toBeInTheDocument();
    expect(assistantCard('Resume Tailoring Agent').getByText('Suggests resume and cover-letter changes from a job description.')).toBeInTheDocument();
    expect(assistantCard('Application Manager').getByText('Tracks applications, reminders and follow-ups.')).toBeInTheDocument();
  });

  it.each([
    ['Job Discovery Agent', 'Find Jobs', '/jobs'],
    ['Company Research Agent', 'Research Company', '/company-research/new'],
    ['Resume Tailoring Agent', 'Tailor Resume', '/resume-tailoring/new'],
    ['Application Manager', 'Open Applications', '/applications'],
  ])('%s: %s goes to %s', async (name, action, path) => {
    fakeServer();
    const user = userEvent.setup();
    const { router } = renderDashboard();
    await user.click(assistantCard(name).getByRole('link', { name: action }));
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
  });

  it('labels no assistant Coming Soon: all four are active', () => {
    fakeServer();
    renderDashboard();
    const section = screen.getByRole('region', { name: 'Your AI Assistants' });
    expect(within(section).queryByText('Coming Soon')).not.toBeInTheDocument();
    expect(within(section).getAllByRole('link')).toHaveLength(4);
  });
});

describe('no saved jobs', () => {
  it('asks a user without preferences to set them, opening the wizard', async () => {
    fakeServer();
    const user = userEvent.setup();
    const { onOpenPreferences } = renderDashboard({ preferencesSaved: false });
    await user.click(await screen.findByRole('button', { name: 'Set Job Preferences' }));
    expect(onOpenPreferences).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Find jobs' })).not.toBeInTheDocument();
  });

  it('sends a user with preferences to find jobs', async () => {
    fakeServer();
    const user = userEvent.setup();
    const { router } = renderDashboard({ preferencesSaved: true });
    const findJobs = await screen.findByRole('link', { name: 'Find jobs' });
    expect(screen.getByText('No saved jobs yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set Job Preferences' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /View All/ })).not.toBeInTheDocument();
    await user.click(findJobs);
    expect(router.state.location.pathname).toBe('/jobs');
  });
});
