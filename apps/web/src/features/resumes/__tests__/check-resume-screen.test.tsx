import { resumeStructureMessages, type ConfirmedResume, type ResumeStructure } from '@seeker/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render';
import { CheckResumeScreen } from '../components/check-resume-screen';
import { unsureText } from '../components/check/checked-field';

const read: ResumeStructure = {
  resumeId: 'resume-1',
  fileVersion: '0123456789abcdef',
  status: 'unchecked',
  confirmedAt: null,
  resume: {
    basics: { name: 'Dana Whitfield', email: 'dana@example.com' },
    work: [
      {
        position: 'Substitute Teacher',
        name: 'Springfield Public Schools, Springfield, IL',
        startDate: '2016',
        highlights: ['Taught grades 3 to 8'],
      },
      {
        position: 'Sales Associate',
        name: 'Dollar Mart',
        startDate: '2013',
        endDate: '2016',
        highlights: ['Kept classrooms on task', 'Ran the register'],
      },
      { position: 'Provider of the Year', name: '', startDate: '2019', endDate: '2019', highlights: [] },
    ],
    education: [{ studyType: 'Bachelor of Arts in History', institution: 'Illinois State University', endDate: '2012' }],
    skills: [{ name: 'Classroom management' }],
    certificates: [],
    languages: [{ language: 'Spanish', fluency: 'fluent' }],
  },
  read: {
    basics: { uncertain: [] },
    work: [
      { source: ['Substitute Teacher', 'Springfield Public Schools, Springfield, IL 2016 - Present'], uncertain: ['name'] },
      { source: ['Sales Associate', 'Dollar Mart 2013 - 2016'], uncertain: [] },
      { source: ['Provider of the Year | 2019'], uncertain: ['position', 'name', 'highlights'] },
    ],
    education: [{ source: ['Bachelor of Arts in History', 'Illinois State University, 2012'], uncertain: [] }],
    problems: [],
  },
};

function renderScreen() {
  return renderWithProviders(
    <MemoryRouter>
      <CheckResumeScreen resumeId="resume-1" />
    </MemoryRouter>,
  );
}

describe('Check what Seeker read', () => {
  it('shows each role with the lines it was read from, marks what Seeker was unsure of, and confirms the corrected fields', async () => {
    let saved: ConfirmedResume | undefined;
    const api = mockFetch({
      'GET /api/resumes/resume-1/structure': () => jsonResponse(read),
      'PUT /api/resumes/resume-1/structure': ({ body, search }) => {
        expect(search).toBe('?fileVersion=0123456789abcdef');
        saved = body as ConfirmedResume;
        return jsonResponse({
          ...read,
          status: 'confirmed',
          confirmedAt: '2026-11-26T10:00:00.000Z',
          resume: saved,
          read: { ...read.read, work: [], education: [] },
        });
      },
    });
    const person = userEvent.setup();
    renderScreen();
    const first = await screen.findByRole('region', { name: /^Role 1/ });
    expect(within(first).getByText(/Springfield Public Schools, Springfield, IL 2016 - Present/)).toBeInTheDocument();
    const employer = within(first).getByRole('textbox', { name: 'Employer of role 1' });
    expect(employer).toHaveAccessibleDescription(unsureText);
    expect(within(first).getByRole('textbox', { name: 'Title of role 1' })).not.toHaveAccessibleDescription(unsureText);

    // Fix the employer, move a bullet that belongs to the teaching role, remove the award read as a role.
    await person.clear(employer);
    await person.type(employer, 'Springfield Public Schools');
    const second = screen.getByRole('region', { name: /^Role 2/ });
    await person.selectOptions(within(second).getByRole('combobox', { name: 'Move bullet 1 of role 2 to' }), 'Role 1: Substitute Teacher');
    await person.click(within(second).getByRole('button', { name: 'Move bullet 1 of role 2' }));
    // Focus follows the bullet to its new place; removing a role sends it to the role before, never to the page.
    await waitFor(() => expect(within(first).getByRole('textbox', { name: 'Bullet 2 of role 1' })).toHaveFocus());
    await person.click(screen.getByRole('button', { name: 'Remove role 3 (not a role)' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Role 2/ })).toHaveFocus());
    await person.click(screen.getByRole('button', { name: 'Confirm these details' }));

    expect(await screen.findByText(resumeStructureMessages.confirmed)).toBeInTheDocument();
    expect(saved?.work).toEqual([
      {
        position: 'Substitute Teacher',
        name: 'Springfield Public Schools',
        startDate: '2016',
        highlights: ['Taught grades 3 to 8', 'Kept classrooms on task'],
      },
      { position: 'Sales Associate', name: 'Dollar Mart', startDate: '2013', endDate: '2016', highlights: ['Ran the register'] },
    ]);
    expect(saved?.languages).toEqual([{ language: 'Spanish', fluency: 'fluent' }]);
    expect(saved?.basics).toEqual({ name: 'Dana Whitfield', email: 'dana@example.com' });
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    await waitFor(() => expect(screen.getByText(/^Confirmed/)).toBeInTheDocument());
  });

  it("shows the server's word on a refused field next to it, and keeps what was typed", async () => {
    mockFetch({
      'GET /api/resumes/resume-1/structure': () => jsonResponse(read),
      'PUT /api/resumes/resume-1/structure': () =>
        jsonResponse(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Invalid request body',
              details: [{ path: 'work.0.startDate', message: 'must be YYYY or YYYY-MM' }],
            },
          },
          400,
        ),
    });
    const person = userEvent.setup();
    renderScreen();
    const first = await screen.findByRole('region', { name: /^Role 1/ });
    const start = within(first).getByRole('textbox', { name: 'Start of role 1' });
    await person.clear(start);
    await person.type(start, 'spring 2016');
    await person.click(screen.getByRole('button', { name: 'Confirm these details' }));
    expect(await within(first).findByText('must be YYYY or YYYY-MM')).toBeInTheDocument();
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveValue('spring 2016');
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was saved: these fields need a change.Role 1, Start: must be YYYY or YYYY-MM');
  });

  it('forgets a chosen role that was removed: Move waits for another choice, and no bullet is lost (review 48)', async () => {
    mockFetch({ 'GET /api/resumes/resume-1/structure': () => jsonResponse(read) });
    const person = userEvent.setup();
    renderScreen();
    const first = await screen.findByRole('region', { name: /^Role 1/ });
    await person.selectOptions(within(first).getByRole('combobox', { name: 'Move bullet 1 of role 1 to' }), 'Role 3: Provider of the Year');
    await person.click(screen.getByRole('button', { name: 'Remove role 3 (not a role)' }));
    expect(within(first).getByRole('combobox', { name: 'Move bullet 1 of role 1 to' })).toHaveValue('');
    expect(within(first).getByRole('button', { name: 'Move bullet 1 of role 1' })).toBeDisabled();
    expect(within(first).getByRole('textbox', { name: 'Bullet 1 of role 1' })).toHaveValue('Taught grades 3 to 8');
  });

  it('says why when the resume cannot be checked', async () => {
    mockFetch({
      'GET /api/resumes/resume-1/structure': () =>
        jsonResponse({ error: { code: 'CONFLICT', message: resumeStructureMessages.tailoredHasNone } }, 409),
    });
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(resumeStructureMessages.tailoredHasNone);
    expect(screen.getByRole('link', { name: 'Back to your resumes' })).toHaveAttribute('href', '/settings?tab=resume');
  });
});
