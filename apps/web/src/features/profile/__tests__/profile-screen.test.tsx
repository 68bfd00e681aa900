import type { UserProfile } from '@seeker/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render';
import { ProfileScreen } from '../components/profile-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const userId = 'user-1';
const emptyProfile: UserProfile = {
  userId,
  name: 'Maya',
  role: '',
  title: '',
  location: '',
  bio: '',
  avatar: null,
  connections: 0,
  applications: 0,
  interviews: 0,
  skills: [],
  experience: [],
  education: [],
  links: [],
};

function fakeApi(save: (body: unknown) => Response = (body) => jsonResponse({ ...emptyProfile, ...(body as object) })) {
  return mockFetch({
    [`GET /api/users/${userId}/profile`]: () => jsonResponse(emptyProfile),
    [`PUT /api/users/${userId}/profile`]: (request) => save(request.body),
  });
}

describe('Profile screen', () => {
  it('edits every kind of field, checks them before saving, and shows the saved profile', async () => {
    const api = fakeApi();
    const person = userEvent.setup();
    renderWithProviders(<ProfileScreen userId={userId} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile…');
    await person.click(await screen.findByRole('button', { name: 'Edit Profile' }));

    await person.type(screen.getByRole('textbox', { name: 'Title' }), 'Frontend Engineer');
    await person.type(screen.getByRole('textbox', { name: 'Skills' }), 'React{Enter}TypeScript{Enter}');
    await person.click(screen.getByRole('button', { name: 'Add experience' }));
    await person.type(screen.getByRole('textbox', { name: 'Company' }), 'Acme');
    await person.type(screen.getByRole('textbox', { name: 'Job title' }), 'Engineer');
    await person.type(screen.getByRole('textbox', { name: 'Job location' }), 'Remote');
    await person.type(screen.getByLabelText('Start month'), '2021-04');
    await person.click(screen.getByRole('checkbox', { name: 'I work here now' }));
    expect(screen.getByLabelText('End month')).toBeDisabled();
    await person.click(screen.getByRole('button', { name: 'Add education' }));
    await person.type(screen.getByRole('textbox', { name: 'School' }), 'TU Berlin');
    await person.type(screen.getByRole('textbox', { name: 'Graduation year' }), '1800');
    await person.click(screen.getByRole('button', { name: 'Add link' }));
    await person.type(screen.getByRole('textbox', { name: 'Kind' }), 'GitHub');
    await person.type(screen.getByRole('textbox', { name: 'Address' }), 'javascript:alert(1)');

    await person.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('textbox', { name: 'Graduation year' })).toHaveAccessibleDescription('must be 1940 or later');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription('must be a web address such as github.com/ada');
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
    // Focus goes to the first field to fix.
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Graduation year' })).toHaveFocus());

    await person.clear(screen.getByRole('textbox', { name: 'Graduation year' }));
    await person.click(screen.getByRole('button', { name: 'Save Changes' }));
    // An empty year reads as a sentence, not as zod's "expected number, received string".
    expect(screen.getByRole('textbox', { name: 'Graduation year' })).toHaveAccessibleDescription('must be a year such as 2019');
    await person.type(screen.getByRole('textbox', { name: 'Graduation year' }), '2019');
    await person.clear(screen.getByRole('textbox', { name: 'Address' }));
    await person.type(screen.getByRole('textbox', { name: 'Address' }), 'https://github.com/maya');
    await person.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    const put = api.requests.find((request) => request.method === 'PUT')!;
    expect(put.body).toEqual({
      name: 'Maya',
      title: 'Frontend Engineer',
      location: '',
      bio: '',
      skills: ['React', 'TypeScript'],
      experience: [{ company: 'Acme', title: 'Engineer', location: 'Remote', startDate: '2021-04', endDate: null, description: '' }],
      education: [{ school: 'TU Berlin', degree: '', field: '', graduationYear: 2019 }],
      links: [{ type: 'GitHub', url: 'https://github.com/maya' }],
    });
    expect(screen.getByText('Apr 2021 – Present · Remote')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Skills' }).nextElementSibling).toHaveTextContent('ReactTypeScript');
    expect(screen.getByRole('link', { name: 'https://github.com/maya' })).toHaveAttribute('href', 'https://github.com/maya');
  }, 15_000); // every field typed in turn: about 4 s alone, more while the suite shares two cores

  it('says "Failed to save profile" when the server refuses, and keeps the edits', async () => {
    fakeApi(() => jsonResponse({ error: { code: 'INTERNAL', message: 'down' } }, 500));
    const person = userEvent.setup();
    renderWithProviders(<ProfileScreen userId={userId} />);
    await person.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await person.type(screen.getByRole('textbox', { name: 'Location' }), 'Berlin');
    await person.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save profile');
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('Berlin');
  });

  it('fills name, title, place, skills, jobs and schools from the newest resume for review, keeping what was typed', async () => {
    const api = mockFetch({
      [`GET /api/users/${userId}/profile`]: () => jsonResponse({ ...emptyProfile, name: 'Guest', title: '', location: 'Hamburg', skills: ['React'] }),
      [`GET /api/users/${userId}/profile/from-resume`]: () =>
        jsonResponse({
          resumeId: 'resume-1',
          resumeTitle: 'maya.pdf',
          readFrom: 'unchecked',
          leftOut: [],
          name: 'Maya Patel',
          title: 'Frontend Engineer',
          location: 'Berlin, Germany',
          skills: ['react', 'GraphQL'],
          experience: [
            { company: 'Acme', title: 'Engineer', location: 'Remote', startDate: '2020-01', endDate: null, description: '• Built the fleet UI' },
          ],
          education: [{ school: 'TU Berlin', degree: 'B.S.', field: 'Computer Science', graduationYear: 2018 }],
        }),
    });
    const person = userEvent.setup();
    renderWithProviders(<ProfileScreen userId={userId} />);
    await person.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await person.click(screen.getByRole('button', { name: 'Fill from my resume' }));
    expect(await screen.findByText('Filled from maya.pdf: review the entries, then Save Changes.')).toBeInTheDocument();
    // A guest's stand-in name gives way to the resume's; a place the user typed stays.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Maya Patel');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Frontend Engineer');
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('Hamburg');
    expect(screen.getByRole('textbox', { name: 'Degree' })).toHaveValue('B.S.');
    expect(screen.getByRole('textbox', { name: 'Field' })).toHaveValue('Computer Science');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Acme');
    expect(screen.getByRole('textbox', { name: 'Job location' })).toHaveValue('Remote');
    expect(screen.getByRole('textbox', { name: 'Graduation year' })).toHaveValue('2018');
    expect(screen.getByRole('checkbox', { name: 'I work here now' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove GraphQL' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove react' })).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('keeps the roles and schools its owner confirmed without dates, for them to complete, and lists what it left out', async () => {
    mockFetch({
      [`GET /api/users/${userId}/profile`]: () => jsonResponse(emptyProfile),
      [`GET /api/users/${userId}/profile/from-resume`]: () =>
        jsonResponse({
          resumeId: 'resume-1',
          resumeTitle: 'dana.pdf',
          readFrom: 'confirmed',
          leftOut: ['Left out certificates (1): the profile has no place for them.'],
          name: 'Dana Whitfield',
          title: '',
          location: '',
          skills: [],
          experience: [{ company: 'Lincoln Library', title: 'Volunteer Tutor', location: '', startDate: '', endDate: '', description: '' }],
          education: [{ school: 'State Board', degree: 'Teaching Certificate', field: '', graduationYear: null }],
        }),
    });
    const person = userEvent.setup();
    renderWithProviders(<ProfileScreen userId={userId} />);
    await person.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await person.click(screen.getByRole('button', { name: 'Fill from my resume' }));
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('Filled from dana.pdf: review the entries, then Save Changes.');
    // Kept, not dropped: the role and the school are in the form, their dates empty for the owner to add.
    expect(note).toHaveTextContent('“Volunteer Tutor at Lincoln Library”: add its start month and end month (or “I work here now”).');
    expect(note).toHaveTextContent('“Teaching Certificate at State Board”: add its graduation year.');
    expect(note).toHaveTextContent('Not filled from your resume:Left out certificates (1): the profile has no place for them.');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Lincoln Library');
    expect(screen.getByRole('textbox', { name: 'Graduation year' })).toHaveValue('');
  });

  it('says what it left out of an unchecked reading, with the way to check what Seeker read', async () => {
    mockFetch({
      [`GET /api/users/${userId}/profile`]: () => jsonResponse(emptyProfile),
      [`GET /api/users/${userId}/profile/from-resume`]: () =>
        jsonResponse({
          resumeId: 'resume-1',
          resumeTitle: 'maya.pdf',
          readFrom: 'unchecked',
          leftOut: ['Left out “Helper at Somewhere”: no start date was read for it.'],
          name: '',
          title: '',
          location: '',
          skills: ['React'],
          experience: [],
          education: [],
        }),
    });
    const person = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <ProfileScreen userId={userId} />
      </MemoryRouter>,
    );
    await person.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await person.click(screen.getByRole('button', { name: 'Fill from my resume' }));
    const note = await screen.findByRole('status');
    expect(within(note).getByRole('listitem')).toHaveTextContent('Left out “Helper at Somewhere”: no start date was read for it.');
    expect(within(note).getByRole('link', { name: 'Check what Seeker read' })).toHaveAttribute('href', '/resumes/resume-1/check');
  });
});

describe('Profile as JSON Resume', () => {
  it('exports the saved profile as a JSON Resume document', async () => {
    fakeApi();
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:profile'), revokeObjectURL: () => {} }));
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    const person = userEvent.setup();
    renderWithProviders(<ProfileScreen userId={userId} email="maya@example.com" />);
    await person.click(await screen.findByRole('button', { name: 'Export JSON Resume' }));
    expect(downloads).toEqual(['Maya-resume.json blob:profile']);
    const document = JSON.parse(await created[0]!.text());
    expect(document).toMatchObject({
      $schema: expect.stringContaining('jsonresume'),
      basics: { name: 'Maya', email: 'maya@example.com' },
      work: [],
      skills: [],
      meta: { version: 'v1.0.0' },
    });
  });

  it('imports a JSON Resume into the form for review, and says why a file cannot be read', async () => {
    const api = fakeApi();
    const person = userEvent.setup();
    const { container } = renderWithProviders(<ProfileScreen userId={userId} />);
    await person.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await person.type(screen.getByRole('textbox', { name: 'Location' }), 'Berlin');
    expect(screen.getByRole('button', { name: 'Import JSON Resume' })).toBeEnabled();
    const input = () => container.querySelectorAll<HTMLInputElement>('input[type=file]')[0]!;
    const upload = (name: string, text: string) => person.upload(input(), new File([text], name, { type: 'application/json' }));
    const resume = {
      basics: { name: 'Maya Patel', label: 'Staff Engineer', profiles: [{ network: 'FTP', url: 'ftp://files.example.com' }] },
      skills: [{ name: 'React', keywords: ['Rust'] }],
      work: [{ name: 'Acme', position: 'Engineer', location: 'Remote', startDate: '2020-03-01' }],
    };
    await upload('maya.json', JSON.stringify(resume));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Imported from maya.json: review the entries, then Save Changes.Not imported: Link FTP: only http:// and https:// addresses are kept.',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Maya Patel');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Staff Engineer');
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('Berlin');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Acme');
    expect(screen.getByRole('textbox', { name: 'Job location' })).toHaveValue('Remote');
    expect(screen.getByLabelText('Start month')).toHaveValue('2020-03');
    expect(screen.getByRole('button', { name: 'Remove Rust' })).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'PUT')).toEqual([]);

    await upload('broken.json', '{not json');
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not JSON.');
    await upload('other.json', JSON.stringify({ unrelated: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a JSON Resume document (jsonresume.org)');
    await upload('projects.json', JSON.stringify({ projects: [{ name: 'Seeker' }] }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This JSON Resume has no name, work, education, skills or links to import.');
    await upload('huge.json', JSON.stringify({ basics: { summary: 'x'.repeat(1024 * 1024) } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is over 1 MB.');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Acme');
    expect(screen.getByRole('textbox', { name: 'Job location' })).toHaveValue('Remote');
  });
});
