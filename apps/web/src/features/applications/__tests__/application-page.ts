import { screen, within } from '@testing-library/react';
import { renderApplications } from './fixtures';

export const section = (name: string) => within(screen.getByRole('region', { name }));

/** The application page of job-1 (or `path`), once its heading shows. */
export const openPage = async (path = '/applications/job-1') => {
  const view = renderApplications(path);
  await screen.findByRole('heading', { level: 1, name: 'Robotics Engineer' });
  return view;
};
