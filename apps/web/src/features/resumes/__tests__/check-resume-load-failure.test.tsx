import { resumeStructureMessages, type ConfirmedResume } from '@seeker/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { confirmedAnswer, read, renderCheckScreen } from './check-screen-fixture';

const broken = () => jsonResponse({ error: { code: 'INTERNAL', message: 'The resume reader stopped unexpectedly.' } }, 500);

describe('Check what Seeker read, when what Seeker read cannot be loaded', () => {
  it('says why, shows the text Seeker read on request, and loads again on Try again', async () => {
    let fail = true;
    const api = mockFetch({
      'GET /api/resumes/resume-1/structure': () => (fail ? broken() : jsonResponse(read)),
      'GET /api/resumes/resume-1/text': () => jsonResponse({ text: 'Dana Whitfield\nSubstitute Teacher 2016 - Present', hasText: true }),
    });
    const person = userEvent.setup();
    renderCheckScreen();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(resumeStructureMessages.loadFailed);
    expect(alert).toHaveTextContent('The resume reader stopped unexpectedly.');

    const showText = screen.getByRole('button', { name: 'See the text Seeker read' });
    expect(showText).toHaveAttribute('aria-expanded', 'false');
    await person.click(showText);
    expect(showText).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByLabelText('The text Seeker read')).toHaveTextContent('Substitute Teacher 2016 - Present');

    fail = false;
    await person.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: /^Role 1/ })).toBeInTheDocument();
    expect(api.requests.filter((request) => request.path === '/api/resumes/resume-1/structure')).toHaveLength(2);
  });

  it('fills in by hand: the same form, empty, whose fields are confirmed as typed', async () => {
    let saved: ConfirmedResume | undefined;
    let search: string | undefined;
    mockFetch({
      'GET /api/resumes/resume-1/structure': broken,
      'GET /api/resumes/resume-1/text': () => jsonResponse({ text: 'Dana Whitfield', hasText: true }),
      'PUT /api/resumes/resume-1/structure': (request) => {
        saved = request.body as ConfirmedResume;
        search = request.search;
        return confirmedAnswer(saved);
      },
    });
    const person = userEvent.setup();
    renderCheckScreen();
    await person.click(await screen.findByRole('button', { name: 'Fill in by hand' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('');
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.queryByRole('region', { name: /^Role 1/ })).not.toBeInTheDocument();
    expect(screen.getByText('No roles yet. Add yours below.')).toBeInTheDocument();
    // The text Seeker read is at hand to copy from.
    expect(screen.getByRole('button', { name: 'See the text Seeker read' })).toBeInTheDocument();

    await person.type(name, 'Dana Whitfield');
    await person.click(screen.getByRole('button', { name: 'Add a role' }));
    const role = screen.getByRole('region', { name: /^Role 1/ });
    await person.type(within(role).getByRole('textbox', { name: 'Title of role 1' }), 'Substitute Teacher');
    await person.type(within(role).getByRole('textbox', { name: 'Employer of role 1' }), 'Springfield Public Schools');
    await person.type(within(role).getByRole('textbox', { name: 'Start of role 1' }), 'Sept 2016');
    await person.click(screen.getByRole('button', { name: 'Confirm these details' }));

    expect(await screen.findByText(resumeStructureMessages.confirmed)).toBeInTheDocument();
    // No reading said which file it was: the fields are confirmed against none.
    expect(search).toBeUndefined();
    expect(saved).toEqual({
      basics: { name: 'Dana Whitfield' },
      work: [{ position: 'Substitute Teacher', name: 'Springfield Public Schools', startDate: '2016-09', highlights: [] }],
      education: [],
      skills: [],
      certificates: [],
      languages: [],
    });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Dana Whitfield');
  });
});
