import type { ConfirmedResume, ResumeStructure } from '@seeker/contract';
import { MemoryRouter, Route, Routes } from 'react-router';
import { jsonResponse } from '@/test/mock-fetch';
import { renderWithProviders } from '@/test/render';
import { CheckResumeScreen } from '../components/check-resume-screen';

/** What Seeker read from Dana's resume: three roles (the last an award read as one), the fields it was unsure of marked. */
export const read: ResumeStructure = {
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

/** The server's answer to a confirmation: the fields as stored, confirmed. */
export const confirmedAnswer = (resume: ConfirmedResume) =>
  jsonResponse({
    ...read,
    status: 'confirmed',
    confirmedAt: '2026-11-26T10:00:00.000Z',
    resume,
    read: { basics: { uncertain: [] }, work: [], education: [], problems: [] },
  });

/** The screen at its route, beside the resume list its Back link goes to. */
export function renderCheckScreen() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/resumes/resume-1/check']}>
      <Routes>
        <Route path="/resumes/:resumeId/check" element={<CheckResumeScreen resumeId="resume-1" />} />
        <Route path="/settings" element={<h1>Your resumes</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}
