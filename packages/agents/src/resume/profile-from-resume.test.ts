import { editableProfileSchema } from '@seeker/contract';
import { describe, expect, it } from 'vitest';
import { resumeFixtures } from '../testing';
import { parseResume } from './parse-resume';
import { profileFromResume } from './profile-from-resume';
import { confirmedToParsed } from './structure/confirmed-to-parsed';

describe('profileFromResume', () => {
  it('fills skills, experience and education a profile accepts from each fixture resume', () => {
    for (const fixture of Object.values(resumeFixtures)) {
      const { leftOut, ...filled } = profileFromResume(parseResume(fixture.resume));
      expect(filled.experience.length, fixture.resume.slice(0, 40)).toBeGreaterThan(0);
      expect(filled.skills.length).toBeGreaterThan(0);
      expect(leftOut).toEqual([]);
      const profile = { bio: '', links: [], ...filled, name: filled.name || 'x' };
      expect(editableProfileSchema.safeParse(profile).success).toBe(true);
    }
  });

  it('keeps a current job open-ended, turns years into months and leaves out what has no date', () => {
    const filled = profileFromResume({
      contact: { name: 'Maya Patel', headline: '', email: '', phone: '', location: 'Berlin, Germany', links: [] },
      summary: '',
      experience: [
        {
          role: 'Engineer',
          company: 'Acme',
          location: 'Munich, Germany',
          dates: { text: '2020 – Present', start: '2020', end: null, current: true },
          bullets: ['Built the fleet UI'],
        },
        {
          role: 'Intern',
          company: 'Globex',
          location: '',
          dates: { text: 'Jun 2018 – 2019', start: '2018-06', end: '2019', current: false },
          bullets: [],
        },
        { role: 'Helper', company: 'Somewhere', location: '', dates: null, bullets: [] },
      ],
      education: [
        {
          degree: 'B.S. Computer Science',
          school: 'TU Berlin',
          dates: { text: '2014 – 2018', start: '2014', end: '2018', current: false },
          details: [],
        },
        { degree: 'Course', school: 'Online', dates: null, details: [] },
      ],
      skills: ['React', 'react', ' TypeScript ', 'x'.repeat(61)],
      other: [],
    });
    expect(filled).toEqual({
      name: 'Maya Patel',
      // No headline: the role the resume says is current.
      title: 'Engineer',
      location: 'Berlin, Germany',
      skills: ['React', 'TypeScript'],
      experience: [
        { company: 'Acme', title: 'Engineer', location: 'Munich, Germany', startDate: '2020-01', endDate: null, description: '• Built the fleet UI' },
        { company: 'Globex', title: 'Intern', location: '', startDate: '2018-06', endDate: '2019-12', description: '' },
      ],
      education: [{ school: 'TU Berlin', degree: 'B.S.', field: 'Computer Science', graduationYear: 2018 }],
      leftOut: [
        'Left out “Helper at Somewhere”: no start date was read for it.',
        'Left out “Course at Online”: no year was read for it.',
        'Left out the skill “xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…”: a skill is at most 60 characters.',
      ],
    });
  });

  it('keeps every role and degree its owner confirmed, undated ones with the date empty, and says what the profile has no place for', () => {
    const confirmed = confirmedToParsed({
      basics: { name: 'Dana Whitfield', label: 'Teacher' },
      work: [
        { position: 'Substitute Teacher', name: 'Springfield Public Schools', startDate: '2016', highlights: ['Taught grades 3 to 8'] },
        { position: 'Volunteer Tutor', name: 'Lincoln Library', highlights: [] },
        { position: 'Camp Counselor', name: '', highlights: [] },
      ],
      education: [
        { studyType: 'Bachelor of Arts in History', institution: 'Illinois State University', endDate: '2012' },
        { studyType: 'Teaching Certificate', institution: 'State Board' },
      ],
      skills: [{ name: 'Classroom management' }],
      certificates: [{ name: 'First Aid' }],
      languages: [{ language: 'Spanish', fluency: 'fluent' }],
    });
    const filled = profileFromResume(confirmed, 'confirmed');
    expect(filled.experience).toEqual([
      {
        company: 'Springfield Public Schools',
        title: 'Substitute Teacher',
        location: '',
        startDate: '2016-01',
        endDate: null,
        description: '• Taught grades 3 to 8',
      },
      { company: 'Lincoln Library', title: 'Volunteer Tutor', location: '', startDate: '', endDate: '', description: '' },
      { company: '', title: 'Camp Counselor', location: '', startDate: '', endDate: '', description: '' },
    ]);
    expect(filled.education).toEqual([
      { school: 'Illinois State University', degree: 'Bachelor of Arts', field: 'History', graduationYear: 2012 },
      { school: 'State Board', degree: 'Teaching Certificate', field: '', graduationYear: null },
    ]);
    expect(filled.leftOut).toEqual([
      'Left out certificates (1): the profile has no place for them.',
      'Left out languages (1): the profile has no place for them.',
    ]);
    // Unchecked, the same undated entries are left out, and said so.
    const unchecked = profileFromResume(confirmed, 'unchecked');
    expect(unchecked.experience.map((job) => job.title)).toEqual(['Substitute Teacher']);
    expect(unchecked.leftOut).toEqual([
      'Left out “Volunteer Tutor at Lincoln Library”: no start date was read for it.',
      'Left out “Camp Counselor”: a job needs both a title and an employer, and only one was read.',
      'Left out “Teaching Certificate at State Board”: no year was read for it.',
    ]);
  });

  it('never takes an address or a birth date for the title', () => {
    const filled = profileFromResume(
      parseResume(
        'Max Mustermann\nMusterstraße 12\n10115 Berlin\n\nBerufserfahrung\nSoftwareentwickler, Beispiel GmbH\n2019 – heute\n• Webanwendungen',
      ),
    );
    expect(filled.title).not.toMatch(/Musterstraße|10115/);
  });

  it('takes the name, headline and place a real resume header states, and invents none', () => {
    const filled = profileFromResume(
      parseResume(
        'Jane Doe\nFrontend Developer\njane@example.com · Berlin, Germany\n\nEXPERIENCE\nWeb Developer, Pixel & Co — Remote\nJan 2020 – Present\n• Built React sites\n\nEDUCATION\nB.S. Computer Science, State University, 2016',
      ),
    );
    expect(filled).toMatchObject({ name: 'Jane Doe', title: 'Frontend Developer', location: 'Berlin, Germany' });
    // The place of the job stays with it, apart from its title.
    expect(filled.experience[0]).toMatchObject({ title: 'Web Developer', company: 'Pixel & Co', location: 'Remote' });
    expect(filled.education).toEqual([{ school: 'State University', degree: 'B.S.', field: 'Computer Science', graduationYear: 2016 }]);
    const bare = profileFromResume(parseResume('EXPERIENCE\nEngineer, Acme\n2015 – 2018\n• Built things'));
    expect(bare).toMatchObject({ name: '', title: '', location: '' });
    expect(bare.experience[0]?.location).toBe('');
  });
});
