import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { signedInAs } from '@/test/auth-routes';
import { goToStep, openWizard, preferencesFixture, resumeFixture, userId, wizardRoutes } from './fixtures';

vi.mock('../lib/fire-confetti', () => ({ fireConfetti: vi.fn(async () => undefined) }));

const saved = preferencesFixture({ titles: ['Engineer'], locations: [], skills: [] });
const offered = { roles: ['Warehouse Associate', 'Engineer', 'warehouse worker'], skills: ['Forklift operation'], places: ['Austin, TX'] };

beforeEach(async () => {
  await signedInAs({ id: userId });
});

describe('the wizard starts from the resume (issue 69)', () => {
  it('offers the resume on file’s roles and places under their fields, and adds one only when pressed', async () => {
    mockFetch({ ...wizardRoutes({ saved, resumes: [resumeFixture()] }), 'GET /api/resumes/resume-1/suggestions': () => jsonResponse(offered) });
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await goToStep(user, 'Basic Preferences');
    const roles = await within(wizard).findByRole('group', { name: 'From your resume, for Job Roles:' });
    // What the field holds already is not offered again, whatever its case.
    expect(
      within(roles)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Warehouse Associate', 'warehouse worker']);
    expect(within(wizard).getByRole('group', { name: 'From your resume, for Locations:' })).toHaveTextContent('Austin, TX');
    // Nothing is filled in by itself: the only tag is the saved one.
    expect(
      within(wizard)
        .getAllByRole('button', { name: /^Remove / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Remove Engineer']);
    await user.click(within(roles).getByRole('button', { name: 'Add Warehouse Associate to Job Roles' }));
    expect(within(roles).queryByRole('button', { name: 'Add Warehouse Associate to Job Roles' })).not.toBeInTheDocument();
    expect(within(wizard).getByRole('button', { name: 'Remove Warehouse Associate' })).toBeInTheDocument();
    // Focus moves to the suggestion that took its place, and the addition is said.
    await waitFor(() => expect(within(roles).getByRole('button', { name: 'Add warehouse worker to Job Roles' })).toHaveFocus());
    expect(within(wizard).getByText('Added Warehouse Associate to Job Roles')).toBeInTheDocument();
    // The last one taken, focus goes back to the field.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(wizard).getByRole('textbox', { name: 'Job Roles' })).toHaveFocus());
    await goToStep(user, 'Review');
    expect(within(wizard).getByText(/Warehouse Associate/)).toBeInTheDocument();
  });

  it('reads a file chosen in the first step then, and offers its skills', async () => {
    const { requests } = mockFetch({
      ...wizardRoutes({ saved }),
      [`POST /api/users/${userId}/resumes/suggestions`]: () => jsonResponse(offered),
    });
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await user.upload(within(wizard).getByLabelText('Upload resume'), new File(['Dana\nWarehouse Associate'], 'dana.txt', { type: 'text/plain' }));
    await goToStep(user, 'Advanced Preferences');
    const skills = await within(wizard).findByRole('group', { name: 'From your resume, for Required Skills:' });
    await user.click(within(skills).getByRole('button', { name: 'Add Forklift operation to Required Skills' }));
    expect(within(wizard).queryByRole('group', { name: 'From your resume, for Required Skills:' })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.path === `/api/users/${userId}/resumes/suggestions`)).toHaveLength(1);
    // The file is still uploaded only when the wizard finishes.
    expect(requests.filter((request) => request.method === 'POST' && request.path === `/api/users/${userId}/resumes`)).toHaveLength(0);
  });

  it('offers nothing, and says nothing, when the resume cannot be read for suggestions', async () => {
    mockFetch({
      ...wizardRoutes({ saved, resumes: [resumeFixture()] }),
      'GET /api/resumes/resume-1/suggestions': () => jsonResponse({ error: { code: 'X', message: 'no' } }, 500),
    });
    const user = userEvent.setup();
    const wizard = await openWizard(user);
    await goToStep(user, 'Basic Preferences');
    expect(screen.queryByText(/From your resume/)).not.toBeInTheDocument();
    expect(within(wizard).getByRole('textbox', { name: 'Job Roles' })).toBeInTheDocument();
  });
});
