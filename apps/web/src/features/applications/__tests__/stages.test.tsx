import { stageLimits, stageMessages } from '@seeker/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createSavedJob } from '@/test/create-saved-job';
import { openPage } from './application-page';
import { applicationFixture, cardFixture, changeRequests, fakeApplicationServer, fakeBoardServer, renderApplications } from './fixtures';
import { stageFixture } from './stage-fixtures';

// Issue 50, decision 0035: the user's own stages inside the spec's statuses.
const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}, \\d+ applications?$`) });
const announcer = () => screen.getByTestId('board-announcer');
const phone = stageFixture('stage-phone', 'Phone screen', 'interviewing', 0);
const onsite = stageFixture('stage-onsite', 'Onsite', 'interviewing', 1);

describe('custom stages on the board', () => {
  it('groups a column’s cards under a heading per stage, and leaves columns without staged cards as they were', async () => {
    fakeBoardServer({
      stages: [phone, onsite],
      cards: [
        cardFixture(1, { status: 'interviewing' }),
        cardFixture(2, { status: 'interviewing', stage: { id: phone.id, name: phone.name } }),
        cardFixture(3, { status: 'interviewing', stage: { id: onsite.id, name: onsite.name } }),
        cardFixture(4),
      ],
    });
    renderApplications();
    await screen.findByRole('article', { name: 'Engineer 1' });
    const interviewing = within(column('Interviewing'));
    expect(interviewing.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'No stage (Interviewing)',
      'Engineer 1',
      'Phone screen (Interviewing)',
      'Engineer 2',
      'Onsite (Interviewing)',
      'Engineer 3',
    ]);
    expect(within(interviewing.getByRole('list', { name: 'Phone screen: Interviewing applications' })).getByRole('article')).toHaveAccessibleName(
      'Engineer 2',
    );
    expect(within(column('New')).getByRole('list', { name: 'New applications' })).toBeInTheDocument();
    expect(within(column('New')).queryByText('No stage')).not.toBeInTheDocument();
  });

  it('puts a card in a stage from its Move to… menu, which lists each status’s stages under it', async () => {
    const server = fakeBoardServer({ stages: [phone, onsite], cards: [cardFixture(1)] });
    const user = userEvent.setup();
    renderApplications();
    await user.click(await screen.findByRole('button', { name: 'Move to… (Engineer 1)' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      'New',
      'Researching',
      'Applying',
      'Applied',
      'Interviewing',
      'Phone screen (Interviewing)',
      'Onsite (Interviewing)',
      'Offered',
      'Rejected',
    ]);
    await user.click(screen.getByRole('menuitemradio', { name: 'Onsite (Interviewing)' }));
    await waitFor(() =>
      expect(changeRequests(server.requests)).toEqual([{ method: 'PUT', path: '/api/applications/job-1/stage', body: { stageId: onsite.id } }]),
    );
    expect(announcer()).toHaveTextContent('Put Engineer 1 in Onsite (Interviewing).');
    // The board is read again: the card is in Interviewing, under its stage, and the focus is on its menu.
    await waitFor(() => expect(within(column('Interviewing')).getByRole('article', { name: 'Engineer 1' })).toBeInTheDocument());
    expect(within(column('Interviewing')).getByRole('heading', { name: 'Onsite (Interviewing)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move to… (Engineer 1)' })).toHaveFocus());

    // Its own status again takes it out of the stage; another status moves it as before.
    await user.click(screen.getByRole('button', { name: 'Move to… (Engineer 1)' }));
    expect(screen.getByRole('menuitemradio', { name: 'Onsite (Interviewing)' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: 'Interviewing · no stage' }));
    await waitFor(() =>
      expect(changeRequests(server.requests).at(-1)).toEqual({ method: 'PUT', path: '/api/applications/job-1/stage', body: { stageId: null } }),
    );
    expect(announcer()).toHaveTextContent('Engineer 1 is in Interviewing, in no stage.');
  });
});

describe('custom stages when things change elsewhere', () => {
  it('says a stage removed in another tab is gone, leaves the card where it was, and drops the stage from the menu', async () => {
    const server = fakeBoardServer({ stages: [phone], cards: [cardFixture(1)] });
    const user = userEvent.setup();
    renderApplications();
    await user.click(await screen.findByRole('button', { name: 'Move to… (Engineer 1)' }));
    server.stages.stages = [];
    await user.click(await screen.findByRole('menuitemradio', { name: 'Phone screen (Interviewing)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(stageMessages.removed);
    await waitFor(() => expect(announcer()).toHaveTextContent('Engineer 1 stays in New.'));
    expect(within(column('New')).getByRole('article', { name: 'Engineer 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move to… (Engineer 1)' }));
    await waitFor(() => expect(screen.queryByRole('menuitemradio', { name: 'Phone screen (Interviewing)' })).not.toBeInTheDocument());
  });

  it('says which stage a card leaves when it moves to another status', async () => {
    fakeBoardServer({ stages: [phone], cards: [cardFixture(1, { status: 'interviewing', stage: { id: phone.id, name: phone.name } })] });
    const user = userEvent.setup();
    renderApplications();
    await user.click(await screen.findByRole('button', { name: 'Move to… (Engineer 1)' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Offered' }));
    expect(announcer()).toHaveTextContent('Moved Engineer 1 to Offered (out of Phone screen).');
  });
});

describe('the Stages dialog', () => {
  it('adds, renames, orders and removes a status’s stages', async () => {
    const server = fakeBoardServer({ stages: [phone], cards: [cardFixture(1)] });
    const user = userEvent.setup();
    renderApplications();
    await user.click(await screen.findByRole('button', { name: 'Stages' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Stages' }));
    expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('interviewing');
    expect(dialog.getByRole('option', { name: 'Interviewing (1)' })).toBeInTheDocument();

    await user.type(dialog.getByRole('textbox', { name: 'New stage in Interviewing' }), 'Onsite{Enter}');
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('Added “Onsite” to Interviewing.'));
    expect(changeRequests(server.requests)).toEqual([
      { method: 'POST', path: '/api/application-stages', body: { status: 'interviewing', name: 'Onsite' } },
    ]);
    const list = () => within(dialog.getByRole('list', { name: 'Stages of Interviewing' }));
    await waitFor(() => expect(list().getAllByRole('listitem')).toHaveLength(2));
    expect(dialog.getByRole('textbox', { name: 'New stage in Interviewing' })).toHaveValue('');

    await user.click(list().getByRole('button', { name: 'Move Onsite up' }));
    await waitFor(() => expect(list().getAllByRole('listitem')[0]).toHaveTextContent('Onsite'));
    expect(changeRequests(server.requests).at(-1)).toEqual({ method: 'PATCH', path: '/api/application-stages/stage-new-1', body: { position: 0 } });
    // At the top its up arrow is off: the focus went to its down arrow.
    expect(list().getByRole('button', { name: 'Move Onsite up' })).toBeDisabled();
    await waitFor(() => expect(list().getByRole('button', { name: 'Move Onsite down' })).toHaveFocus());

    await user.click(list().getByRole('button', { name: 'Rename Phone screen' }));
    const field = list().getByRole('textbox', { name: 'New name for Phone screen' });
    await user.clear(field);
    await user.type(field, 'Recruiter call{Enter}');
    await waitFor(() => expect(list().getByRole('button', { name: 'Rename Recruiter call' })).toBeInTheDocument());
    expect(dialog.getByRole('status')).toHaveTextContent('Renamed “Phone screen” to “Recruiter call”.');
    expect(list().getByRole('button', { name: 'Rename Recruiter call' })).toHaveFocus();

    // Escape in the field leaves the field, not the dialog.
    await user.click(list().getByRole('button', { name: 'Rename Onsite' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Stages' })).toBeInTheDocument();
    expect(list().getByRole('button', { name: 'Rename Onsite' })).toHaveFocus();

    await user.click(list().getByRole('button', { name: 'Remove Onsite' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Remove this stage?' }));
    expect(confirm.getByText('“Onsite” is removed from Interviewing. Jobs in it stay in Interviewing, in no stage.')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(list().getAllByRole('listitem')).toHaveLength(1));
    expect(changeRequests(server.requests).at(-1)).toEqual({ method: 'DELETE', path: '/api/application-stages/stage-new-1', body: undefined });
    expect(server.stages.stages.map((stage) => stage.name)).toEqual(['Recruiter call']);
  });

  it('shows each status’s stages, and says when a status holds all it can', async () => {
    const many = Array.from({ length: stageLimits.perStatus }, (_, index) => stageFixture(`stage-${index}`, `Round ${index + 1}`, 'applying', index));
    fakeBoardServer({ stages: many, cards: [cardFixture(1)] });
    const user = userEvent.setup();
    renderApplications();
    await user.click(await screen.findByRole('button', { name: 'Stages' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Stages' }));
    expect(dialog.getByText('Interviewing has no stages yet.')).toBeInTheDocument();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Status' }), 'applying');
    expect(dialog.getAllByRole('listitem')).toHaveLength(stageLimits.perStatus);
    expect(dialog.getByText(`Applying has ${stageLimits.perStatus} stages, the most a status holds.`)).toBeInTheDocument();
    expect(dialog.queryByRole('textbox', { name: 'New stage in Applying' })).not.toBeInTheDocument();
  });
});

describe('a stage on the application page', () => {
  it('shows the job’s stage beside its status and sets another from the Move to… menu', async () => {
    const server = fakeApplicationServer({
      stages: [phone, onsite],
      application: applicationFixture({
        job: createSavedJob({ id: 'job-1', jobId: 'job-1', title: 'Robotics Engineer', company: 'Acme Robotics', status: 'interviewing' }),
        stage: { id: phone.id, name: phone.name },
      }),
    });
    const user = userEvent.setup();
    await openPage();
    expect(screen.getByText('Phone screen', { selector: 'span' }).parentElement).toHaveTextContent(/^·\s*stage Phone screen$/);
    await user.click(screen.getByRole('button', { name: 'Move to… (Robotics Engineer)' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Onsite (Interviewing)' }));
    await waitFor(() =>
      expect(changeRequests(server.requests)).toEqual([{ method: 'PUT', path: '/api/applications/job-1/stage', body: { stageId: onsite.id } }]),
    );
    await waitFor(() => expect(screen.getByText('Put Robotics Engineer in Onsite (Interviewing).')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Phone screen', { selector: 'span' })).not.toBeInTheDocument());
    expect(screen.getByText('Onsite', { selector: 'span' })).toBeInTheDocument();
  });

  it('says a refused pick leaves the job where it was', async () => {
    const server = fakeApplicationServer({
      stages: [phone],
      application: applicationFixture({
        job: createSavedJob({ id: 'job-1', jobId: 'job-1', title: 'Robotics Engineer', company: 'Acme Robotics', status: 'applied' }),
      }),
    });
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Move to… (Robotics Engineer)' }));
    server.stages.stages = [];
    await user.click(await screen.findByRole('menuitemradio', { name: 'Phone screen (Interviewing)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(stageMessages.removed);
    await waitFor(() => expect(screen.getByText('Robotics Engineer stays in Applied.')).toBeInTheDocument());
  });
});
