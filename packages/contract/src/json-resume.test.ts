import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromJsonResume, jsonResumeSchema, toJsonResume } from './json-resume';
import { editableProfileSchema, profileLinkSchema, type EditableProfile } from './profile';
import { isSafeText } from './text';

const maya: EditableProfile = {
  name: 'Maya Patel',
  title: 'Frontend Engineer',
  location: 'Berlin, Germany',
  bio: 'I build accessible interfaces.',
  skills: ['React', 'TypeScript'],
  experience: [
    {
      company: 'Acme Robotics',
      title: 'Frontend Engineer',
      location: 'Remote',
      startDate: '2021-04',
      endDate: null,
      description: 'Fleet dashboard.',
    },
    { company: 'Globex', title: 'Intern', location: '', startDate: '2019-06', endDate: '2019-09', description: '' },
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
  work: [
    {
      name: 'Pied Piper',
      position: 'CEO/President',
      url: 'http://piedpiper.example.com',
      startDate: '2013-12-01',
      endDate: '2014-12-01',
      summary: 'Pied Piper is a multi-platform technology.',
      highlights: ['Build an algorithm for artist to detect if their music was violating copy right infringement laws'],
    },
  ],
  education: [
    {
      institution: 'University of Oklahoma',
      url: 'https://www.ou.edu/',
      area: 'Information Technology',
      studyType: 'Bachelor',
      startDate: '2011-06-01',
      endDate: '2014-01-01',
      score: '4.0',
      courses: ['DB1101 - Basic SQL'],
    },
  ],
  skills: [
    { name: 'Web Development', level: 'Master', keywords: ['HTML', 'CSS', 'JavaScript'] },
    { name: 'Compression', level: 'Master', keywords: ['Mpeg', 'MP4', 'GIF', 'html'] },
  ],
};

/** Text as the profile's checks leave it: trimmed, no NUL or lone surrogate, at most `max` characters. */
const profileText = (max: number, minLength = 0) =>
  fc
    .string({ unit: 'binary', maxLength: max })
    .map((value) => value.trim())
    .filter((value) => value.length >= minLength && isSafeText(value));
const month = fc
  .tuple(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }))
  .map(([year, m]) => `${year}-${String(m).padStart(2, '0')}`);

const anyProfile: fc.Arbitrary<EditableProfile> = fc.record({
  name: profileText(100, 1),
  title: profileText(120),
  location: profileText(120),
  bio: profileText(2_000),
  skills: fc.uniqueArray(profileText(60, 1), { selector: (skill) => skill.toLowerCase(), maxLength: 8 }),
  experience: fc.array(
    fc
      .record({
        company: profileText(200, 1),
        title: profileText(200, 1),
        location: profileText(120),
        months: fc.tuple(month, month),
        current: fc.boolean(),
        description: profileText(300),
      })
      .map(({ months, current, ...job }) => {
        const [startDate, endDate] = months.sort();
        return { ...job, startDate: startDate!, endDate: current ? null : endDate! };
      }),
    { maxLength: 4 },
  ),
  education: fc.array(
    fc.record({
      school: profileText(200, 1),
      degree: profileText(200),
      field: profileText(200),
      graduationYear: fc.integer({ min: 1940, max: 2100 }),
    }),
    { maxLength: 3 },
  ),
  links: fc.array(
    fc.record({
      type: profileText(40, 1),
      url: fc.webUrl({ validSchemes: ['http', 'https'] }).filter((url) => profileLinkSchema.shape.url.safeParse(url).success),
    }),
    { maxLength: 3 },
  ),
});

/** Anything a file may hold where a string belongs: odd text, dates and addresses, or another kind of value. */
const anyValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(
    '',
    '  ',
    '\u0000',
    '\uD800x',
    '2020',
    '2020-02',
    '2020-02-30',
    '1939-05-01',
    '2101',
    '99999',
    'https://example.com/a',
    'http:/x',
    'javascript:alert(1)',
  ),
  fc.jsonValue({ maxDepth: 1 }),
);
const entry = <K extends string>(...keys: K[]) =>
  fc.record(Object.fromEntries(keys.map((key) => [key, anyValue])) as Record<K, typeof anyValue>, { requiredKeys: [] });
const anyDocument = fc.record(
  {
    basics: fc.record(
      {
        name: anyValue,
        label: anyValue,
        summary: anyValue,
        url: anyValue,
        location: entry('city', 'region', 'countryCode', 'address'),
        profiles: fc.array(entry('network', 'url'), { maxLength: 5 }),
      },
      { requiredKeys: [] },
    ),
    work: fc.array(
      fc
        .record({ job: entry('name', 'position', 'startDate', 'endDate', 'summary'), highlights: fc.array(anyValue, { maxLength: 3 }) })
        .map(({ job, highlights }) => ({ ...job, highlights })),
      { maxLength: 5 },
    ),
    education: fc.array(entry('institution', 'studyType', 'area', 'startDate', 'endDate'), { maxLength: 5 }),
    skills: fc.array(
      fc.record({ skill: entry('name'), keywords: fc.array(anyValue, { maxLength: 3 }) }).map(({ skill, keywords }) => ({ ...skill, keywords })),
      { maxLength: 5 },
    ),
  },
  { requiredKeys: [] },
);

/** The profile without its empty fields: what an import states, since an empty value never replaces the draft's. */
const statedOf = (profile: EditableProfile) => Object.fromEntries(Object.entries(profile).filter(([, value]) => value.length > 0));

describe('JSON Resume', () => {
  it('writes the profile as a JSON Resume document and reads it back unchanged', () => {
    const document = toJsonResume({ ...maya, email: 'maya@example.com' }, new Date('2026-11-22T00:00:00Z'));
    expect(document).toMatchObject({
      $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
      basics: {
        name: 'Maya Patel',
        label: 'Frontend Engineer',
        email: 'maya@example.com',
        location: { city: 'Berlin, Germany' },
        profiles: [{ network: 'GitHub', url: 'https://github.com/maya' }],
      },
      work: [
        { name: 'Acme Robotics', position: 'Frontend Engineer', location: 'Remote', startDate: '2021-04', summary: 'Fleet dashboard.' },
        { endDate: '2019-09' },
      ],
      education: [{ institution: 'TU Berlin', studyType: 'BSc', area: 'Computer Science', endDate: '2019' }],
      skills: [{ name: 'React' }, { name: 'TypeScript' }],
      meta: { version: 'v1.0.0', lastModified: '2026-11-22T00:00:00.000Z' },
    });
    expect(document.work?.[0]).not.toHaveProperty('endDate');
    // A job whose place is not stated has none in the document, rather than an empty one.
    expect(document.work?.[1]).not.toHaveProperty('location');
    expect(jsonResumeSchema.parse(document)).toEqual(document);
    expect(fromJsonResume(JSON.parse(JSON.stringify(document)))).toEqual({ profile: maya, skipped: [] });
  });

  it('reads back every profile it writes (empty fields are left to the draft)', () => {
    fc.assert(
      fc.property(anyProfile, (profile) => {
        expect(fromJsonResume(JSON.parse(JSON.stringify(toJsonResume(profile))))).toEqual({ profile: statedOf(profile), skipped: [] });
      }),
    );
  });

  it('reads any document into values that pass the profile’s checks, and refuses what is not a document', () => {
    fc.assert(
      fc.property(fc.oneof(anyDocument, fc.jsonValue({ maxDepth: 2 })), (document) => {
        const imported = fromJsonResume(document);
        const isObject = typeof document === 'object' && document !== null && !Array.isArray(document);
        if (!isObject) expect(imported).toBeNull();
        if (isObject && ['basics', 'work', 'education', 'skills'].some((key) => key in document)) expect(imported).not.toBeNull();
        if (imported) expect(editableProfileSchema.safeParse({ ...maya, ...imported.profile }).error).toBeUndefined();
      }),
    );
  });

  it('leaves the draft’s value where the document’s is blank', () => {
    expect(fromJsonResume({ basics: { name: ' ', label: '', summary: '', location: { city: '' } }, work: [], skills: [{ name: '' }] })).toEqual({
      profile: {},
      skipped: [],
    });
  });

  it('reads the project’s sample resume into profile fields that pass the profile’s own checks', () => {
    const imported = fromJsonResume(richard)!;
    expect(imported.profile).toMatchObject({
      name: 'Richard Hendriks',
      title: 'Programmer',
      location: 'San Francisco, California, US',
      experience: [
        {
          company: 'Pied Piper',
          title: 'CEO/President',
          startDate: '2013-12',
          endDate: '2014-12',
          description: expect.stringContaining('• Build an algorithm'),
        },
      ],
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
    expect(fromJsonResume({ name: 'Richard', jobs: [] })).toBeNull();
    expect(fromJsonResume({ projects: [{ name: 'Pied Piper' }] })).toEqual({ profile: {}, skipped: [] });
    const imported = fromJsonResume({
      basics: { name: 42, profiles: [{ network: 'Evil', url: 'javascript:alert(1)' }] },
      work: [{ name: 'No start' }, 'not an object', { name: 'Acme', position: 'Dev', startDate: '2020' }],
      education: [{ institution: 'Old School', endDate: '1900' }],
      skills: Array.from({ length: 300 }, (_, index) => ({ name: `Skill ${index}` })),
    })!;
    expect(imported.profile.name).toBeUndefined();
    // Nothing usable in links or education: those lists are left out, never emptied.
    expect(imported.profile).not.toHaveProperty('links');
    expect(imported.profile).not.toHaveProperty('education');
    expect(imported.profile.experience).toEqual([
      { company: 'Acme', title: 'Dev', location: '', startDate: '2020-01', endDate: null, description: '' },
    ]);
    expect(imported.profile.skills).toHaveLength(100);
    expect(imported.skipped).toEqual([
      'Link Evil: only http:// and https:// addresses are kept.',
      'Work entry 1 (No start): needs a company, a position and a start date.',
      'Education entry 1 (Old School): needs an institution and a year between 1940 and 2100.',
      'Only the first 100 skills are kept: the profile holds 100.',
    ]);
  });

  it('cuts long text between characters, never inside an emoji', () => {
    const imported = fromJsonResume({ basics: { name: `${'a'.repeat(99)}🚀🚀` } })!;
    expect(imported.profile.name).toBe(`${'a'.repeat(99)}🚀`);
    expect(editableProfileSchema.safeParse({ ...maya, name: imported.profile.name }).success).toBe(true);
  });
});
