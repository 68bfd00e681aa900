import { readFileSync } from 'node:fs';

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
