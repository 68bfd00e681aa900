import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { apiServer } from '@/test/api-server';

/** POST /api/jobs/from-link answered by `answer`, each request's body kept in order. */
export function answerLinks(answer: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  apiServer.use(
    http.post('*/api/jobs/from-link', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

export async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add a job by link' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a job' });
  return { dialog, field: await within(dialog).findByRole('textbox', { name: 'Job link' }) };
}
