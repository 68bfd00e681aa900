import { describe, expect, it } from 'vitest';
import { fromJsonResume, toJsonResume } from './json-resume';
import { editableProfileSchema, type EditableProfile } from './profile';

const maya: EditableProfile = {
  name: 'Maya Patel',
  title: 'Frontend Engineer',
  location: 'Berlin, Germany',
  bio: 'I build accessible interfaces.',
  skills: ['React', 'TypeScript'],
  experience: [
    { company: 'Acme Robotics', title: 'Frontend Engineer', startDate: '2021-04', endDate: null, description: 'Fleet dashboard.' },
    { company: 'Globex', title: 'Intern', startDate: '2019-06', endDate: '2019-09', description: '' },
  ],
  education: [{ school: 'TU Berlin', degree: 'BSc', field: 'Computer Science', graduationYear: 2019 }],
  links: [{ type: 'GitHub', url: 'https://github.com/maya' }],
};

/** The shape of the JSON Resume project's own sample (Richard Hendriks), trimmed. */
const richard = {
  basics: {
    name: 'Richard Hendriks',
    label: 'Programmer',
    email: 'richard.hendriks@mail.com',
    url: 'http://richardhendricks.example.com',
    summary: 'Richard hails from Tulsa. He has earned degrees from the University of Oklahoma and Stanford.',
    location: { address: '2712 Broadway St', postalCode: 'CA 94115', city: 'San Francisco', countryCode: 'US', region: 'California' },
    profiles: [
      { network: 'Twitter', username: 'neutralthoughts', url: '' },
      { network: 'SoundCloud', username: 'dandymusicnl', url: 'https://soundcloud.example.com/dandymusicnl' },
    ],
  },
  work: [{ name: 'Pied Piper', position: 'CEO/President', url: 'http://piedpiper.example.com', startDate: '2013-12-01', endDate: '2014-12-01', summary: 'Pied Piper is a multi-platform technology.', highlights: ['Build an algorithm for artist to detect if their music was violating copy right infringement laws'] }],
  education: [{ institution: 'University of Oklahoma', url: 'https://www.ou.edu/', area: 'Information Technology', studyType: 'Bachelor', startDate: '2011-06-01', endDate: '2014-01-01', score: '4.0', courses: ['DB1101 - Basic SQL'] }],
  skills: [{ name: 'Web Development', level: 'Master', keywords: ['HTML', 'CSS', 'JavaScript'] }, { name: 'Compression', level: 'Master', keywords: ['Mpeg', 'MP4', 'GIF', 'html'] }],
};

describe('JSON Resume', () => {
  it('writes the profile as a JSON Resume document and reads it back unchanged', () => {
    const document = toJsonResume(maya, new Date('2026-11-22T00:00:00Z'));
    expect(document).toMatchObject({ basics: { name: 'Maya Patel', label: 'Frontend Engineer', profiles: [{ network: 'GitHub', url: 'https://github.com/maya' }] }, meta: { version: 'v1.0.0' } });
    expect(document.work[0]).not.toHaveProperty('endDate');
    expect(fromJsonResume(JSON.parse(JSON.stringify(document)))).toEqual({ profile: maya, skipped: [] });
  });

  it('reads the project’s sample resume into profile fields that pass the profile’s own checks', () => {
    const imported = fromJsonResume(richard)!;
    expect(imported.profile).toMatchObject({
      name: 'Richard Hendriks',
      title: 'Programmer',
      location: '2712 Broadway St',
      experience: [{ company: 'Pied Piper', title: 'CEO/President', startDate: '2013-12', endDate: '2014-12', description: expect.stringContaining('• Build an algorithm') }],
      education: [{ school: 'University of Oklahoma', degree: 'Bachelor', field: 'Information Technology', graduationYear: 2014 }],
      skills: ['Web Development', 'HTML', 'CSS', 'JavaScript', 'Compression', 'Mpeg', 'MP4', 'GIF'],
      links: [
        { type: 'Website', url: 'http://richardhendricks.example.com' },
        { type: 'SoundCloud', url: 'https://soundcloud.example.com/dandymusicnl' },
      ],
    });
    expect(imported.skipped).toEqual(['Link Twitter: only http:// and https:// addresses are kept.']);
    expect(editableProfileSchema.safeParse({ ...maya, ...imported.profile }).success).toBe(true);
  });

  it('keeps what it can of a hostile or broken document, and refuses what is not one', () => {
    expect(fromJsonResume('a string')).toBeNull();
    expect(fromJsonResume([richard])).toBeNull();
    const imported = fromJsonResume({
      basics: { name: 42, profiles: [{ network: 'Evil', url: 'javascript:alert(1)' }] },
      work: [{ name: 'No start' }, 'not an object', { name: 'Acme', position: 'Dev', startDate: '2020' }],
      education: [{ institution: 'Old School', endDate: '1900' }],
      skills: Array.from({ length: 300 }, (_, index) => ({ name: `Skill ${index}` })),
    })!;
    expect(imported.profile.name).toBeUndefined();
    expect(imported.profile.links).toEqual([]);
    expect(imported.profile.experience).toEqual([{ company: 'Acme', title: 'Dev', startDate: '2020-01', endDate: null, description: '' }]);
    expect(imported.profile.education).toEqual([]);
    expect(imported.profile.skills).toHaveLength(100);
    expect(imported.skipped).toHaveLength(3);
  });
});
