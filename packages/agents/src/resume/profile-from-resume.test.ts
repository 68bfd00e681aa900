import { editableProfileSchema } from '@seeker/contract';
import { describe, expect, it } from 'vitest';
import { resumeFixtures } from '../testing';
import { parseResume } from './parse-resume';
import { profileFromResume } from './profile-from-resume';

describe('profileFromResume', () => {
  it('fills skills, experience and education a profile accepts from each fixture resume', () => {
    for (const fixture of Object.values(resumeFixtures)) {
      const filled = profileFromResume(parseResume(fixture.resume));
      expect(filled.experience.length, fixture.resume.slice(0, 40)).toBeGreaterThan(0);
      expect(filled.skills.length).toBeGreaterThan(0);
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
    });
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
