import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createSavedJob } from '@/test/create-saved-job';
import { JobPlaces } from '../components/job-places';

const place = (location: string, sourceLabel = 'Arbeitnow') => ({
  location,
  workplace: 'onsite' as const,
  salary: '€51k–61k',
  url: `https://example.com/${encodeURIComponent(location)}`,
  sourceLabel,
  fingerprint: location,
});

describe('JobPlaces', () => {
  it('lists a few places open, each link saying where, how, what it pays and which source it goes to', () => {
    render(<JobPlaces job={createSavedJob({ places: [place('Munich, Germany'), place('', 'Remote OK')] })} />);
    expect(screen.getByText('Also offered in 2 more places:')).toBeInTheDocument();
    const munich = screen.getByRole('link', { name: 'Munich, Germany · On-site · €51k–61k · via Arbeitnow (opens in a new tab)' });
    expect(munich).toHaveAttribute('target', '_blank');
    expect(munich).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Location not given · On-site · €51k–61k · via Remote OK (opens in a new tab)' })).toBeInTheDocument();
  });

  it('folds many places until asked', async () => {
    render(<JobPlaces job={createSavedJob({ places: ['Berlin', 'Hamburg', 'Munich', 'Cologne', 'Stuttgart'].map((city) => place(city)) })} />);
    const summary = screen.getByText('Also offered in 5 more places');
    expect(screen.getByRole('link', { name: /^Berlin/, hidden: true })).not.toBeVisible();
    await userEvent.click(summary);
    expect(screen.getByRole('link', { name: /^Stuttgart · On-site/ })).toBeVisible();
  });

  it('says how many of the places are remote', () => {
    render(
      <JobPlaces
        job={createSavedJob({
          places: [
            place('Berlin'),
            { ...place('Remote - EU'), workplace: 'remote' },
            { ...place('Remote - US'), workplace: 'remote' },
            place('Munich'),
            place('Cologne'),
          ],
        })}
      />,
    );
    expect(screen.getByText('Also offered in 5 more places (2 remote)')).toBeInTheDocument();
  });

  it('shows nothing for a job in one place', () => {
    const { container } = render(<JobPlaces job={createSavedJob({ places: [] })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
