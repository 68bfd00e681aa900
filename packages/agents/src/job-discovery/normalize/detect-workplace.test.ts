import { describe, expect, it } from 'vitest';
import { detectWorkplace } from './detect-workplace';

const title = 'Software Engineer';

describe('detectWorkplace', () => {
  it("lets the source's three-way field win", () => {
    expect(detectWorkplace({ workplace: 'hybrid', remote: true, location: 'Remote', title })).toBe('hybrid');
    expect(detectWorkplace({ workplace: 'onsite', location: 'Remote', title })).toBe('onsite');
  });

  it('weighs a bare remote flag against a hybrid place (Ashby isRemote on "San Francisco-Hybrid")', () => {
    expect(detectWorkplace({ remote: true, location: 'San Francisco-Hybrid', title })).toBe('hybrid');
    expect(detectWorkplace({ remote: true, location: 'Berlin', title })).toBe('remote');
    expect(detectWorkplace({ remote: false, location: 'Remote', title })).toBeNull();
  });

  it('lets a description that plainly says hybrid or on-site outweigh a bare remote flag, unless it says fully remote', () => {
    expect(detectWorkplace({ remote: true, location: 'Denver', title, descriptionText: 'This is a hybrid role: 3 days a week in the office.' })).toBe(
      'hybrid',
    );
    expect(detectWorkplace({ remote: true, location: 'Austin', title, descriptionText: 'This position is fully on-site in Austin.' })).toBe('onsite');
    expect(
      detectWorkplace({ remote: true, title, descriptionText: 'This role is fully remote; come in 2 days a week in the office if you live nearby.' }),
    ).toBe('remote');
    expect(detectWorkplace({ remote: true, title, descriptionText: 'We are a remote-first company.' })).toBe('remote');
    expect(detectWorkplace({ remote: true, title, descriptionText: 'About us.\nHybrid: 2 days per week in our Berlin office.' })).toBe('hybrid');
    // What is said of the team is not said of the role.
    expect(detectWorkplace({ remote: true, title, descriptionText: 'Our team is fully remote, this role is on-site in Austin.' })).toBe('onsite');
    // A place that says remote is more specific than a perks list.
    expect(
      detectWorkplace({ remote: true, location: 'US Remote', title, descriptionText: 'Perks: hybrid work environment with offices in Boston.' }),
    ).toBe('remote');
  });

  it.each([
    'Remote',
    'Remote - US',
    'Remote 100% - US',
    'US (Remote)',
    'Anywhere',
    'Worldwide',
    'Work from home',
    'Distributed',
    'Berlin or Remote',
    'Homeoffice',
  ])('reads %j as remote', (location) => {
    expect(detectWorkplace({ location, title })).toBe('remote');
  });

  it.each(['Hybrid', 'Hybrid - London', 'Hybrid remote (3 days in office)', 'Remote 2 days a week, Paris', 'New York (Hybrid)'])(
    'reads %j as hybrid',
    (location) => {
      expect(detectWorkplace({ location, title })).toBe('hybrid');
    },
  );

  it.each(['On-site, Austin', 'Onsite - NYC', 'In-office: London', 'Office-based'])('reads %j as on-site', (location) => {
    expect(detectWorkplace({ location, title })).toBe('onsite');
  });

  it.each(['Berlin', 'No remote', 'Not remote', 'Remote not available', 'Remote: no', 'Non-remote, NYC', ''])(
    'reads %j as unknown, never remote',
    (location) => {
      expect(detectWorkplace({ location, title })).toBeNull();
    },
  );

  it.each([
    'Senior Engineer (Remote)',
    'Remote - Product Designer',
    'Frontend Developer, Remote US',
    '100% Remote Data Analyst',
    'Support Agent - Work From Home',
  ])('reads the title %j as remote', (remoteTitle) => {
    expect(detectWorkplace({ location: 'United States', title: remoteTitle })).toBe('remote');
  });

  it('reads hybrid and on-site marks in a title', () => {
    expect(detectWorkplace({ location: 'Toronto', title: 'Senior Product Designer, Growth (Hybrid)' })).toBe('hybrid');
    expect(detectWorkplace({ remote: true, location: 'Toronto', title: 'Senior Product Designer, Growth (Hybrid)' })).toBe('hybrid');
    expect(detectWorkplace({ location: 'Austin', title: 'Technician - On-site' })).toBe('onsite');
  });

  it.each(['Remote Sensing Analyst', 'Distributed Systems Engineer', 'Remote Control Pilot', 'Remote Camera Operator', 'Engineer (not remote)'])(
    'reads the title %j as not remote',
    (plainTitle) => {
      expect(detectWorkplace({ location: 'Denver, CO', title: plainTitle })).not.toBe('remote');
    },
  );

  it('reads plain statements in the description, not passing mentions', () => {
    expect(detectWorkplace({ title, descriptionText: 'This is a fully remote position open to candidates in the EU.' })).toBe('remote');
    expect(detectWorkplace({ title, descriptionText: 'We are a remote-first company.' })).toBeNull();
    expect(detectWorkplace({ title, location: 'Berlin', descriptionText: 'We are a fully remote-friendly company.' })).toBeNull();
    expect(detectWorkplace({ title, descriptionText: "We're a remote-first company, but this role is based in our Berlin office." })).toBe('onsite');
    expect(detectWorkplace({ title, descriptionText: 'This is not a fully remote position.' })).toBeNull();
    expect(detectWorkplace({ title, descriptionText: 'You will collaborate with remote teams across time zones.' })).toBeNull();
    expect(detectWorkplace({ title, descriptionText: 'This role is not fully remote.' })).toBeNull();
    expect(detectWorkplace({ title, descriptionText: 'This is a hybrid role: 3 days a week in the office.' })).toBe('hybrid');
    expect(detectWorkplace({ title, descriptionText: 'You will work 2-3 days per week in our office in Paris.' })).toBe('hybrid');
    expect(detectWorkplace({ title, descriptionText: 'We build hybrid cloud tooling.' })).toBeNull();
    expect(detectWorkplace({ title, descriptionText: 'This position is fully on-site in Austin.' })).toBe('onsite');
  });

  it('reads the other ways postings say it, in the languages read', () => {
    const said = (descriptionText: string) => detectWorkplace({ title, descriptionText });
    expect(said('The role is mostly remote with 1x day in the office (Southampton) per week.')).toBe('hybrid');
    expect(said('This is a full-time, 5 days per week in-office role based at our office in Toronto.')).toBe('onsite');
    expect(said('We’re a small, fully in-person team based in Berlin.')).toBe('onsite');
    expect(said('Bei uns erwartet dich hybrides Arbeiten in Hamburg.')).toBe('hybrid');
    expect(said('Die Stelle ist 100% remote.')).toBe('remote');
    expect(said('Poste en télétravail partiel à Lyon.')).toBe('hybrid');
    expect(said('Modalidad híbrida, dos días en la oficina.')).toBe('hybrid');
    expect(said('Trabajo 100% presencial en Madrid.')).toBe('onsite');
    expect(said('Oferujemy pracę hybrydową w Krakowie.')).toBe('hybrid');
    // Mentions that describe something else say nothing.
    expect(said('Our customers run a hybrid infrastructure.')).toBeNull();
    expect(said('We met in person at the conference.')).toBeNull();
    // Said of the company, not the role (review 46).
    expect(detectWorkplace({ title, remote: true, descriptionText: 'We are a mostly remote company.' })).toBe('remote');
    expect(detectWorkplace({ title, remote: true, descriptionText: 'No in-person job interviews needed; this is a remote role.' })).toBe('remote');
  });

  it('trusts a location that denies remote over the description', () => {
    expect(detectWorkplace({ location: 'Remote not available', title, descriptionText: 'We are remote-first.' })).toBeNull();
  });
});
