import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createWrapper } from '@/test/render';
import { QueryState, type LoadState } from './query-state';

type List = string[];

function renderState(query: Partial<LoadState<List, Error>>, look?: 'panel' | 'part' | 'plain' | 'notice') {
  const state: LoadState<List, Error> = { data: undefined, isError: false, error: undefined, refetch: vi.fn(), ...query };
  render(
    <QueryState
      query={state}
      look={look}
      loading={<p role="status">Loading the list</p>}
      message="Could not load the list"
      detail={(error) => error.message}
      isEmpty={(list) => list.length === 0}
      empty={<p>Nothing yet</p>}
    >
      {(list) => (
        <ul aria-label="List">
          {list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
  return state;
}

describe('QueryState', () => {
  it('shows the loading content until the data or an error arrives', () => {
    renderState({});
    expect(screen.getByRole('status')).toHaveTextContent('Loading the list');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the data', () => {
    renderState({ data: ['one', 'two'] });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the empty content when the data holds nothing', () => {
    renderState({ data: [] });
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps data already shown when a later read fails', () => {
    renderState({ data: ['one'], isError: true, error: new Error('The database is not answering') });
    expect(screen.getByRole('listitem')).toHaveTextContent('one');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what failed, with the reason, and Try again reads again', async () => {
    const state = renderState({ isError: true, error: new Error('The database is not answering'), isFetching: false });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load the list');
    expect(alert).toHaveTextContent('The database is not answering');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(state.refetch).toHaveBeenCalledTimes(1);
  });

  it('ignores Try again while the second read runs, and says so', async () => {
    const state = renderState({ isError: true, error: new Error('Down'), isFetching: true });
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(button);
    expect(state.refetch).not.toHaveBeenCalled();
  });

  it('in the plain look, is the words and the button only', () => {
    renderState({ isError: true, error: new Error('Down'), isFetching: true }, 'plain');
    expect(screen.getByRole('button', { name: 'Try again' })).not.toHaveAttribute('aria-disabled');
  });

  it('in the notice look, puts Try again inside the alert after the message', () => {
    renderState({ isError: true, error: new Error('Down') }, 'notice');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Could not load the listTry again$/);
  });

  it('keeps the failure and the focused Try again up while TanStack Query reads again, until the read ends', async () => {
    let answer: { resolve: (list: List) => void; reject: (error: Error) => void } | undefined;
    const read = vi.fn(() => new Promise<List>((resolve, reject) => (answer = { resolve, reject })));
    function Screen() {
      const query = useQuery({ queryKey: ['list'], queryFn: read });
      return (
        <QueryState query={query} loading={<p role="status">Loading the list</p>} message="Could not load the list">
          {(list) => <p>{list.join(', ')}</p>}
        </QueryState>
      );
    }
    render(<Screen />, { wrapper: createWrapper() });
    answer!.reject(new Error('Down'));
    const button = await screen.findByRole('button', { name: 'Try again' });
    const user = userEvent.setup();
    await user.click(button);
    expect(read).toHaveBeenCalledTimes(2);
    // The second read runs: the query is pending again, but the failure stays, its button focused and busy.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    answer!.resolve(['one', 'two']);
    expect(await screen.findByText('one, two')).toBeInTheDocument();
  });
});
