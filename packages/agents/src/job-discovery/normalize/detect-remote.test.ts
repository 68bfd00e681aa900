import { describe, expect, it } from 'vitest';
import { detectRemote } from './detect-remote';

const title = 'Software Engineer';

describe('detectRemote', () => {
  it('lets the explicit flag win', () => {
    expect(detectRemote({ remote: false, location: 'Remote', title })).toBe(false);
    expect(detectRemote({ remote: true, location: 'Berlin', title })).toBe(true);
  });

  it.each(['Remote', 'Remote - US', 'US (Remote)', 'Anywhere', 'Worldwide', 'Work from home', 'Distributed', 'Berlin or Remote', 'Homeoffice'])(
    'reads %j as a remote location',
    (location) => {
      expect(detectRemote({ location, title })).toBe(true);
    },
  );

  it.each(['Berlin', 'Hybrid', 'Hybrid - London', 'No remote', 'Not remote', 'Remote not available', 'Remote: no', 'Non-remote, NYC', 'Hybrid remote (3 days in office)', 'Remote 2 days a week, Paris', ''])(
    'reads %j as not remote',
    (location) => {
      expect(detectRemote({ location, title })).toBe(false);
    },
  );

  it.each(['Senior Engineer (Remote)', 'Remote - Product Designer', 'Frontend Developer, Remote US', '100% Remote Data Analyst', 'Support Agent - Work From Home'])(
    'reads the title %j as remote',
    (remoteTitle) => {
      expect(detectRemote({ location: 'United States', title: remoteTitle })).toBe(true);
    },
  );

  it.each(['Remote Sensing Analyst', 'Distributed Systems Engineer', 'Remote Control Pilot', 'Engineer (not remote)'])('reads the title %j as not remote', (plainTitle) => {
    expect(detectRemote({ location: 'Denver, CO', title: plainTitle })).toBe(false);
  });

  it('reads plain statements in the description, not passing mentions', () => {
    expect(detectRemote({ title, descriptionText: 'This is a fully remote position open to candidates in the EU.' })).toBe(true);
    expect(detectRemote({ title, descriptionText: 'We are a remote-first company.' })).toBe(true);
    expect(detectRemote({ title, descriptionText: 'You will collaborate with remote teams across time zones.' })).toBe(false);
    expect(detectRemote({ title, descriptionText: 'This role is not fully remote.' })).toBe(false);
  });

  it('trusts a location that denies remote over the description', () => {
    expect(detectRemote({ location: 'Remote not available', title, descriptionText: 'We are remote-first.' })).toBe(false);
  });
});
