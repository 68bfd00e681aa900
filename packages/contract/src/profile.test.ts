import { describe, expect, it } from 'vitest';
import { notificationSettingsSchema } from './notifications';
import { editableProfileSchema, profileLimits } from './profile';

const profile = { name: 'Maya', title: '', location: '', bio: '', skills: [], experience: [], education: [], links: [] };
const messages = (value: unknown) => editableProfileSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('what the Profile and Settings screens show for a refused field', () => {
  it('words every check of the profile as a sentence end, never zod’s own jargon', () => {
    expect(messages({ ...profile, education: [{ school: 'TU Berlin', graduationYear: '' }] })).toEqual([
      'education.0.graduationYear: must be a year such as 2019',
    ]);
    expect(messages({ ...profile, education: [{ school: 'TU Berlin', graduationYear: 2019.5 }] })).toEqual([
      'education.0.graduationYear: must be a whole year',
    ]);
    const skills = Array.from({ length: profileLimits.skills + 1 }, (_, index) => `skill ${index}`);
    expect(messages({ ...profile, skills })).toEqual([`skills: must list at most ${profileLimits.skills} skills`]);
    const links = Array.from({ length: profileLimits.links + 1 }, () => ({ type: 'Site', url: 'https://example.com' }));
    expect(messages({ ...profile, links })).toEqual([`links: must list at most ${profileLimits.links} links`]);
    expect(messages({ ...profile, links: [{ type: 'Site', url: `https://example.com/${'a'.repeat(2_000)}` }] })).toEqual([
      'links.0.url: must be at most 2000 characters',
    ]);
  });

  it('says how long an alert address may be', () => {
    const long = `${'a'.repeat(250)}@example.com`;
    expect(notificationSettingsSchema.safeParse({ alertEmail: long }).error?.issues[0]?.message).toBe(
      'Enter an email address of at most 254 characters',
    );
  });
});
