import { resumeStructureMessages, type ConfirmedResume } from '@seeker/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { unsureText } from '../components/check/checked-field';
import { read, renderCheckScreen as renderScreen } from './check-screen-fixture';

describe('Check what Seeker read', () => {
  it('says which sections it read no fields from, so what tailoring uses once confirmed is no surprise', async () => {
    const leftOut = [{ heading: 'Activities, Honors, and Memberships', lines: 6 }];
    mockFetch({ 'GET /api/resumes/resume-1/structure': () => jsonResponse({ ...read, read: { ...read.read, leftOut } }) });
    renderScreen();
    expect(
      await screen.findByText(
        /Seeker read none of these fields from Activities, Honors, and Memberships \(6 lines\)\. Those lines stay in your file/,
      ),
    ).toBeInTheDocument();
  });

  it('keeps Enter in a field from confirming the whole resume: only the button confirms', async () => {
    const api = mockFetch({ 'GET /api/resumes/resume-1/structure': () => jsonResponse(read) });
    const person = userEvent.setup();
    renderScreen();
    const employer = within(await screen.findByRole('region', { name: /^Role 1/ })).getByRole('textbox', { name: 'Employer of role 1' });
    await person.type(employer, ' Ltd{Enter}');
    expect((employer as HTMLInputElement).value).toMatch(/ Ltd$/);
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

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

  it("shows the server's word on a refused field next to it, keeps what was typed, and links the refusal to its field", async () => {
    mockFetch({
      'GET /api/resumes/resume-1/structure': () => jsonResponse(read),
      'PUT /api/resumes/resume-1/structure': ({ body }) => {
        expect((body as ConfirmedResume).work[1]?.startDate).toBe('2018-09');
        return jsonResponse(
          {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Invalid request body',
              details: [{ path: 'work.1.endDate', message: 'must not be before the start' }],
            },
          },
          400,
        );
      },
    });
    const person = userEvent.setup();
    renderScreen();
    const second = await screen.findByRole('region', { name: /^Role 2/ });
    const start = within(second).getByRole('textbox', { name: 'Start of role 2' });
    await person.clear(start);
    await person.type(start, 'Sept 2018');
    await person.click(screen.getByRole('button', { name: 'Confirm these details' }));
    const end = within(second).getByRole('textbox', { name: 'End of role 2' });
    expect(await within(second).findByText('must not be before the start')).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription(expect.stringContaining('must not be before the start'));
    expect(start).toHaveValue('Sept 2018');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Nothing was saved: these fields need a change.Role 2, End: must not be before the start');
    await person.click(within(alert).getByRole('link', { name: 'Role 2, End: must not be before the start' }));
    expect(end).toHaveFocus();
  });

  it('takes the “not sure” mark off a field once the person changes it', async () => {
    mockFetch({ 'GET /api/resumes/resume-1/structure': () => jsonResponse(read) });
    const person = userEvent.setup();
    renderScreen();
    const first = await screen.findByRole('region', { name: /^Role 1/ });
    const employer = within(first).getByRole('textbox', { name: 'Employer of role 1' });
    expect(employer).toHaveAccessibleDescription(unsureText);
    expect(screen.getByText(/4 fields are marked where Seeker was not sure/)).toBeInTheDocument();
    await person.type(employer, ' District 186');
    expect(employer).not.toHaveAccessibleDescription(expect.stringContaining(unsureText));
    expect(within(first).queryByText(unsureText)).not.toBeInTheDocument();
    expect(screen.getByText(/3 fields are marked where Seeker was not sure/)).toBeInTheDocument();
    // A bullet added to the role read with none takes its "none were read" note away too.
    const third = screen.getByRole('region', { name: /^Role 3/ });
    expect(within(third).getByText('None were read: add them if the role has some.')).toBeInTheDocument();
    await person.click(within(third).getByRole('button', { name: 'Add a bullet to role 3' }));
    expect(within(third).queryByText('None were read: add them if the role has some.')).not.toBeInTheDocument();
  });

  it('says beside a title the occupation Seeker found it to name, while the title is the one it was found for', async () => {
    const occupation = {
      id: 'http://data.europa.eu/esco/occupation/x',
      label: 'secondary school teacher',
      isco: '2330',
      confidence: 0.9,
      matchedTitle: 'teacher',
    };
    mockFetch({ 'GET /api/resumes/resume-1/structure': () => jsonResponse({ ...read, occupations: [occupation, null, null] }) });
    const person = userEvent.setup();
    renderScreen();
    const first = await screen.findByRole('region', { name: /^Role 1/ });
    const title = within(first).getByRole('textbox', { name: 'Title of role 1' });
    expect(title).toHaveAccessibleDescription('Likely occupation: secondary school teacher (ESCO)');
    expect(within(screen.getByRole('region', { name: /^Role 2/ })).queryByText(/Likely occupation/)).not.toBeInTheDocument();
    await person.type(title, ' of Music');
    expect(within(first).queryByText(/Likely occupation/)).not.toBeInTheDocument();
    // Typed back to the title it was found for, it is shown again.
    await person.type(title, '{Backspace}'.repeat(' of Music'.length));
    expect(title).toHaveAccessibleDescription('Likely occupation: secondary school teacher (ESCO)');
  });

  it('says under the skills which lines Seeker matches with ESCO and O*NET skills, while they are as read', async () => {
    const skilled = { ...read, resume: { ...read.resume, skills: [{ name: 'Buchhaltung' }, { name: 'Excel' }, { name: 'Good vibes' }] } };
    const known = (label: string) => ({ id: label, label, scheme: 'esco', type: 'knowledge' });
    mockFetch({
      'GET /api/resumes/resume-1/structure': () =>
        jsonResponse({ ...skilled, knownSkills: [known('accounting'), { ...known('Microsoft Excel'), scheme: 'onet', type: 'technology' }, null] }),
    });
    const person = userEvent.setup();
    renderScreen();
    const skills = await screen.findByRole('textbox', { name: 'Skills' });
    expect(skills).toHaveAccessibleDescription(
      'Only what you would list as a skill: one per line. Matched with ESCO and O*NET skills: Buchhaltung (accounting), Excel (Microsoft Excel).',
    );
    await person.clear(skills);
    await person.type(skills, 'Excel');
    expect(skills).toHaveAccessibleDescription(
      'Only what you would list as a skill: one per line. Matched with ESCO and O*NET skills: Excel (Microsoft Excel).',
    );
    await person.clear(skills);
    expect(skills).toHaveAccessibleDescription('Only what you would list as a skill: one per line');
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
    // A tailored resume has no fields of its own: there is none to fill in by hand either.
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fill in by hand' })).not.toBeInTheDocument();
  });
});
