import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, fakeApi, freezeClock, renderSection, scheduleFixture } from './fixtures';

beforeEach(() => freezeClock());
afterEach(() => vi.useRealTimers());

const deletePath = '/api/scheduled-searches/schedule-1';
const cardName = 'Frontend Engineer, UI Developer';
const deletes = (requests: { method: string; path: string }[]) => requests.filter((request) => request.method === 'DELETE');

describe('Delete', () => {
  it('asks first; Cancel keeps the schedule and gives focus back to its Delete button', async () => {
    const api = fakeApi([scheduleFixture()]);
    const user = userEvent.setup();
    renderSection();
    const article = await screen.findByRole('article', { name: cardName });
    const deleteButton = within(article).getByRole('button', { name: 'Delete' });

    await user.click(deleteButton);
    const dialog = await screen.findByRole('dialog', { name: 'Delete scheduled search' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this scheduled search?');
    expect(within(dialog).getByText(cardName)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(deleteButton).toHaveFocus());
    expect(deletes(api.requests)).toHaveLength(0);
    expect(screen.getByRole('article', { name: cardName })).toBeInTheDocument();
  });

  it('deletes on Delete, moves focus to the section heading and shows the empty state', async () => {
    const api = fakeApi([scheduleFixture()], {
      [`DELETE ${deletePath}`]: () => {
        api.state.schedules = [];
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    const { onChanged } = renderSection();
    const article = await screen.findByRole('article', { name: cardName });

    await user.click(within(article).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes(api.requests)).toEqual([{ method: 'DELETE', path: deletePath, body: undefined }]);
    expect(screen.queryByRole('article', { name: cardName })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Scheduled Searches' })).toHaveFocus());
    expect(screen.getByText('Scheduled search deleted')).toBeInTheDocument();
    expect(await screen.findByText('No Scheduled Searches')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
    await waitFor(() => expect(api.lists()).toBe(2));
  });

  it('keeps the card and shows "Error deleting schedule" with the server’s reason when the delete fails', async () => {
    fakeApi([scheduleFixture()], { [`DELETE ${deletePath}`]: () => errorResponse(500, 'The database is not answering') });
    const user = userEvent.setup();
    renderSection();
    const article = await screen.findByRole('article', { name: cardName });
    const deleteButton = within(article).getByRole('button', { name: 'Delete' });

    await user.click(deleteButton);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await within(article).findByRole('alert')).toHaveTextContent('Error deleting schedule: The database is not answering');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(deleteButton).toHaveFocus());
  });
});
