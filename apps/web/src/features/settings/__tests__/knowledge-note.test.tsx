import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render';
import type { Knowledge } from '@seeker/contract';
import { KnowledgeNote } from '../components/knowledge-note';

const health = (knowledge: Knowledge) => jsonResponse({ status: 'ok', database: 'ok', knowledge });
const installed = (attribution: string[]): Knowledge => ({
  occupations: 'taxonomy',
  occupationCount: 4023,
  titleCount: 209064,
  skillCount: 40769,
  builtAt: '2026-11-28T10:00:00.000Z',
  loadMs: 700,
  languages: ['en', 'de', 'fr'],
  attribution,
});

describe('Settings: occupations and job titles', () => {
  it('names ESCO and O*NET with the credit their licences ask for, when they are installed', async () => {
    mockFetch({
      'GET /api/health': () =>
        health(
          installed([
            'ESCO classification of the European Commission.',
            'O*NET 29.2 Database by USDOL/ETA, CC BY 4.0.',
            'Licence: https://creativecommons.org/licenses/by/4.0/',
          ]),
        ),
    });
    renderWithProviders(<KnowledgeNote />);
    const note = await screen.findByRole('region', { name: 'Occupations and job titles' });
    expect(note).toHaveTextContent('from 4,023 occupations and 209,064 job titles in English, German, and French, only where it is sure');
    expect(note).toHaveTextContent('by 40,769 skills, software and tools');
    expect(note).toHaveTextContent('O*NET 29.2 Database by USDOL/ETA, CC BY 4.0.');
    expect(within(note).getByRole('link', { name: 'creativecommons.org/licenses/by/4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
  });

  it('says the occupations are loading, and asks again until they serve', async () => {
    let asked = 0;
    mockFetch({
      'GET /api/health': () =>
        health(++asked === 1 ? { occupations: 'built-in', reason: 'Seeker is loading its occupations.', loading: true } : installed([])),
    });
    renderWithProviders(<KnowledgeNote />);
    expect(await screen.findByRole('status')).toHaveTextContent('Seeker is loading its occupations.');
    expect(await screen.findByText(/from 4,023 occupations/, {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('says a first start’s download is under way, as a status a screen reader announces', async () => {
    mockFetch({
      'GET /api/health': () =>
        health({ occupations: 'built-in', reason: 'Seeker is downloading its occupations from ESCO and O*NET (2 of 10: O*NET).', installing: true }),
    });
    renderWithProviders(<KnowledgeNote />);
    expect(await screen.findByRole('status')).toHaveTextContent('Seeker is downloading its occupations from ESCO and O*NET (2 of 10: O*NET).');
  });

  it('says the built-in vocabulary serves, and why, when no index is installed', async () => {
    mockFetch({
      'GET /api/health': () => health({ occupations: 'built-in', reason: 'No occupation index is installed.' }),
    });
    renderWithProviders(<KnowledgeNote />);
    expect(await screen.findByRole('region', { name: 'Occupations and job titles' })).toHaveTextContent('No occupation index is installed.');
  });
});
