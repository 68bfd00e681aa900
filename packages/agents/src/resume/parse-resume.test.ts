import { describe, expect, it } from 'vitest';
import { resumeFixtures } from '../testing/resume-fixtures';
import { parseResume } from './parse-resume';

describe('parseResume', () => {
  it('reads a software resume: contact, summary, three roles in three header layouts, skills without labels, education, other', () => {
    const resume = parseResume(resumeFixtures.software.resume);
    expect(resume.contact).toEqual({
      name: 'Maya Lindqvist',
      headline: 'Senior Software Engineer',
      email: 'maya.lindqvist@example.com',
      phone: '(503) 555-0142',
      location: 'Portland, OR',
      links: ['github.com/mayalind'],
    });
    expect(resume.summary).toMatch(/^Software engineer who builds/);
    expect(resume.experience.map(({ role, company, location, dates }) => ({ role, company, location, dates: dates?.text }))).toEqual([
      { role: 'Senior Software Engineer', company: 'Brightline Health', location: '', dates: 'Jan 2021 – Present' },
      { role: 'Software Engineer', company: 'Cedar & Pine Commerce', location: 'Seattle, WA', dates: 'Jun 2018 – Dec 2020' },
      { role: 'Junior Developer', company: 'Northwind Labs', location: '', dates: 'Aug 2016 – May 2018' },
    ]);
    expect(resume.experience[0]!.dates).toEqual({ text: 'Jan 2021 – Present', start: '2021-01', end: null, current: true });
    expect(resume.experience.map((entry) => entry.bullets.length)).toEqual([5, 4, 2]);
    expect(resume.skills).toEqual([
      'JavaScript',
      'TS',
      'Python',
      'PHP',
      'SQL',
      'React',
      'Vue',
      'Node',
      'Express',
      'Docker',
      'k8s',
      'AWS',
      'Git',
      'Jest',
    ]);
    expect(resume.education).toEqual([
      {
        degree: 'B.S. Computer Science',
        school: 'Oregon State University',
        dates: { text: '2016', start: '2016', end: '2016', current: false },
        details: ["Dean's List; Capstone: offline-first field notes app"],
        written: ['B.S. Computer Science, Oregon State University, 2016'],
      },
    ]);
    expect(resume.other).toEqual([{ heading: 'CERTIFICATIONS', lines: ['AWS Certified Developer – Associate (2022)'] }]);
  });

  it('reads a nursing resume whose roles put the unit, the hospital and the dates on three lines', () => {
    const resume = parseResume(resumeFixtures.nursing.resume);
    expect(resume.contact).toMatchObject({
      name: 'Daniel Okafor, RN',
      email: 'daniel.okafor@example.com',
      phone: '614-555-0188',
      location: 'Columbus, OH',
    });
    expect(resume.experience.map(({ role, company, location, dates }) => [role, company, location, dates?.start, dates?.end])).toEqual([
      ['Staff Nurse, Telemetry Unit', 'Riverside Methodist Hospital', 'Columbus, OH', '2020-03', null],
      ['Registered Nurse, Medical-Surgical', 'Mount Carmel East', 'Columbus, OH', '2018-06', '2020-02'],
    ]);
    expect(resume.experience[0]!.bullets).toHaveLength(5);
    expect(resume.education[0]).toMatchObject({ degree: 'Bachelor of Science in Nursing (BSN)', school: 'The Ohio State University' });
    expect(resume.other[0]!.heading).toBe('LICENSES & CERTIFICATIONS');
    expect(resume.skills).toContain('telemetry');
  });

  it('reads a sales resume with "Role - Company (Place) - years" headers and star bullets', () => {
    const resume = parseResume(resumeFixtures.sales.resume);
    expect(resume.contact).toMatchObject({
      name: 'Priya Raman',
      headline: 'Account Executive',
      phone: '512.555.0177',
      links: ['linkedin.com/in/priyaraman'],
    });
    expect(resume.experience.map(({ role, company, dates }) => [role, company, dates?.text])).toEqual([
      ['Account Executive', 'Fieldwise', '2021 - Present'],
      ['Sales Development Representative', 'Brightwave Software', '2019 - 2021'],
    ]);
    expect(resume.experience[0]!.bullets[0]).toBe('Closed $1.4M in new annual recurring revenue in 2023, 118% of quota');
  });

  it('joins a bullet broken over two lines, as PDF text often is', () => {
    const resume = parseResume(
      'EXPERIENCE\nEngineer, Acme — 2019 – 2021\n• Built the billing service that\nprocessed 2M invoices a month\n• Ran on-call',
    );
    expect(resume.experience[0]!.bullets).toEqual(['Built the billing service that processed 2M invoices a month', 'Ran on-call']);
  });

  it('keeps text with no headings, never inventing sections', () => {
    const resume = parseResume('Just a few words about me and my work over the years in many places.');
    expect(resume.experience).toEqual([]);
    expect(resume.summary).toBe('Just a few words about me and my work over the years in many places.');
    expect(parseResume('')).toMatchObject({ summary: '', experience: [], skills: [] });
  });

  it('reads lines among roles with no title, employer or dates of their own as no role, keeping them under the section', () => {
    const resume = parseResume(
      [
        'Ana Lima',
        'EXPERIENCE',
        '• Total 9 years on wards.',
        'Staff Nurse, Hospital de Santo António, 2019 – 2021',
        '• Cared for 12 patients a shift',
        'Nurse Assistant, Clínica do Porto, 2017 – 2019',
        '• Helped at the front desk',
      ].join('\n'),
    );
    expect(resume.experience.map((entry) => [entry.role, entry.company])).toEqual([
      ['Staff Nurse', 'Hospital de Santo António'],
      ['Nurse Assistant', 'Clínica do Porto'],
    ]);
    expect(resume.other).toContainEqual({ heading: 'EXPERIENCE', lines: ['Total 9 years on wards.'] });
  });

  it('opens the degrees at an education heading written as a label after the roles, though its lines are dated as roles are', () => {
    const resume = parseResume(
      [
        'Ana Lima',
        'Experience:',
        'Server – Campus Food Truck    East Lansing, MI    Fall 2014 – Current',
        '• Prepared food and served customers',
        'Education:',
        'Northfield State University    August, 2013 – Present',
        '• Major: History',
      ].join('\n'),
    );
    expect(resume.experience.map((entry) => entry.company)).toEqual(['Campus Food Truck']);
    expect(resume.education.map((entry) => entry.school)).toEqual(['Northfield State University']);
  });

  it('reads the name a form labels "Nombre y Apellido"', () => {
    expect(parseResume('Datos personales\nNombre y Apellido: Rodriguez Milagros Sofia\nDNI: 12345678').contact.name).toBe('Rodriguez Milagros Sofia');
  });
});
