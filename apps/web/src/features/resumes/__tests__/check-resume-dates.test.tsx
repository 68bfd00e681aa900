import type { ConfirmedResume } from '@seeker/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { unreadableMonth } from '../components/check/read-month';
import { confirmedAnswer, read, renderCheckScreen } from './check-screen-fixture';

describe('Check what Seeker read, dates as resumes write them', () => {
  it('sends “Sept 2016”, “März 2013” and “present” as the API takes them', async () => {
    let saved: ConfirmedResume | undefined;
    mockFetch({
      'GET /api/resumes/resume-1/structure': () => jsonResponse(read),
      'PUT /api/resumes/resume-1/structure': ({ body }) => {
        saved = body as ConfirmedResume;
        return confirmedAnswer(saved);
      },
    });
    const person = userEvent.setup();
    renderCheckScreen();
    const first = await screen.findByRole('region', { name: /^Role 1/ });
    const second = screen.getByRole('region', { name: /^Role 2/ });
    const replace = async (field: HTMLElement, text: string) => {
      await person.clear(field);
      await person.type(field, text);
    };
    await replace(within(first).getByRole('textbox', { name: 'Start of role 1' }), 'Sept 2016');
    await replace(within(first).getByRole('textbox', { name: 'End of role 1' }), 'present');
    await replace(within(second).getByRole('textbox', { name: 'Start of role 2' }), 'März 2013');
    await replace(within(second).getByRole('textbox', { name: 'End of role 2' }), '06/2016');
    await person.click(screen.getByRole('button', { name: 'Confirm these details' }));

    await screen.findByText(/^Confirmed/);
    expect(saved?.work.slice(0, 2).map(({ startDate, endDate }) => ({ startDate, endDate }))).toEqual([
      { startDate: '2016-09', endDate: undefined },
      { startDate: '2013-03', endDate: '2016-06' },
    ]);
    expect(saved?.work[0]).not.toHaveProperty('endDate');
    // The form starts again from what was stored.
    expect(screen.getByRole('textbox', { name: 'Start of role 1' })).toHaveValue('2016-09');
  });

  it('refuses a date it cannot read with one message by its field, a link to it, and sends nothing', async () => {
    const api = mockFetch({ 'GET /api/resumes/resume-1/structure': () => jsonResponse(read) });
    const person = userEvent.setup();
    renderCheckScreen();
    const first = await screen.findByRole('region', { name: /^Role 1/ });
    const start = within(first).getByRole('textbox', { name: 'Start of role 1' });
    await person.clear(start);
    await person.type(start, 'spring 2016');
    await person.click(screen.getByRole('button', { name: 'Confirm these details' }));

    const message = unreadableMonth(false);
    expect(within(first).getAllByText(message)).toHaveLength(1);
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription(expect.stringContaining(message));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(`Nothing was saved: these fields need a change.Role 1, Start: ${message}`);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);

    await person.click(within(alert).getByRole('link', { name: `Role 1, Start: ${message}` }));
    expect(start).toHaveFocus();
    // Corrected, the message goes at once.
    await person.clear(start);
    await person.type(start, '2016');
    expect(within(first).queryByText(message)).not.toBeInTheDocument();
    expect(start).not.toHaveAttribute('aria-invalid');
  });
});
