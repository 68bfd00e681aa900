import { readFileSync } from 'node:fs';
import type { LlmStructureAnswer } from '../../resume/structure/ask-llm-for-structure';

const read = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

/** Realistic resumes and postings written for tests and the benchmark: software, nursing and sales. */
export const resumeFixtures = {
  software: { resume: read('software-resume.txt'), job: read('software-job.txt'), title: 'Senior Frontend Engineer', company: 'Lumen Analytics' },
  nursing: {
    resume: read('nursing-resume.txt'),
    job: read('nursing-job.txt'),
    title: 'Registered Nurse - Cardiac Step-Down Unit',
    company: 'OhioHealth Grant Medical Center',
  },
  sales: { resume: read('sales-resume.txt'), job: read('sales-job.txt'), title: 'Enterprise Account Executive', company: 'Northstar Cloud' },
} as const;

/**
 * A substitute teacher's resume whose role headers put the place on the employer's line and whose sales
 * job lists a course named after an organisation ("The Linux Foundation"): what tailoring an unchecked
 * resume must keep as written, and the check step lets its owner correct (issue 45).
 */
export const teacherResume = read('teacher-resume.txt').trimEnd();

/**
 * A German resume whose "Persönliche Daten" section (birth date, address, nationality, marital status) comes after
 * its education: an unchecked reading once printed those lines under EDUCATION (issue 68).
 */
export const germanResumeWithPersonalData = read('german-resume-personal-data.txt').trimEnd();

/** The teacher's resume as a careful model reads it (the LLM's structure, decision 0044): every value as written. */
export const teacherResumeAsRead = (): LlmStructureAnswer => ({
  basics: { name: 'Dana Whitfield', email: 'dana.whitfield@example.com', phone: '(555) 201-3344', location: '' },
  work: [
    {
      position: 'Substitute Teacher',
      name: 'Springfield Public Schools',
      location: 'Springfield, IL',
      startDate: '2016',
      endDate: '',
      highlights: ['Taught grades 3 to 8 across 12 schools, following lesson plans left by teachers', 'Kept classrooms on task with clear routines'],
    },
    {
      position: 'Sales Associate',
      name: 'Dollar Mart',
      location: 'Decatur, IL',
      startDate: '2013',
      endDate: '2016',
      highlights: ['Ran the register and restocked shelves', 'Introduction to Linux, The Linux Foundation (3-day course)'],
    },
  ],
  education: [{ studyType: 'Bachelor of Arts in History', institution: 'Illinois State University', startDate: '', endDate: '2012' }],
  skills: ['Classroom management', 'Lesson planning', 'Microsoft Office'],
  languages: [],
});
