import { describe, expect, it } from 'vitest';
import { detectWorkplace } from './detect-workplace';
import { jobKey, postingFingerprint } from './fingerprint';

describe('postingFingerprint', () => {
  it('gives the same job on Greenhouse and RemoteOK one fingerprint', () => {
    const greenhouseRemote = detectWorkplace({ title: 'Senior Frontend Engineer', location: 'Remote - US' }) === 'remote';
    const greenhouse = postingFingerprint('Acme Robotics, Inc.', 'Senior Frontend Engineer', 'Remote - US', greenhouseRemote);
    const remoteok = postingFingerprint('Acme Robotics', 'Sr. Frontend Engineer (Remote)', 'Worldwide', true);
    expect(greenhouse).toBe(remoteok);
    expect(greenhouse).toMatch(/^[0-9a-f]{16}$/);
  });

  it('ignores spelling differences of one title', () => {
    const base = postingFingerprint('Acme', 'Senior Front-End Engineer', 'Berlin, Germany', false);
    expect(postingFingerprint('ACME GmbH', 'Sr Frontend Eng (m/w/d)', 'Berlin', false)).toBe(base);
    expect(postingFingerprint('Acme', 'Senior Front End Engineer - Berlin', 'Berlin, DE', false)).toBe(base);
    expect(postingFingerprint('Acme', 'Senior Frontend Engineer, Remote US', 'Berlin', false)).toBe(base);
  });

  it('treats a remote location as remote even without the flag', () => {
    expect(postingFingerprint('Acme', 'Designer', 'Remote', false)).toBe(postingFingerprint('Acme', 'Designer', 'Anywhere', true));
  });

  it('tells different cities, titles and companies apart', () => {
    const berlin = postingFingerprint('Acme', 'Senior Frontend Engineer', 'Berlin, Germany', false);
    expect(postingFingerprint('Acme', 'Senior Frontend Engineer', 'Munich, Germany', false)).not.toBe(berlin);
    expect(postingFingerprint('Acme', 'Senior Backend Engineer', 'Berlin, Germany', false)).not.toBe(berlin);
    expect(postingFingerprint('Acme', 'Frontend Engineer', 'Berlin, Germany', false)).not.toBe(berlin);
    expect(postingFingerprint('Acne', 'Senior Frontend Engineer', 'Berlin, Germany', false)).not.toBe(berlin);
    expect(postingFingerprint('Acme', 'Senior Frontend Engineer', 'Berlin, Germany', true)).not.toBe(berlin);
  });

  it('keeps a bracketed part that names the work', () => {
    expect(postingFingerprint('Acme', 'Engineer (Backend)', 'Paris', false)).not.toBe(
      postingFingerprint('Acme', 'Engineer (Frontend)', 'Paris', false),
    );
  });

  it('maps common city spellings together', () => {
    expect(postingFingerprint('Acme', 'Analyst', 'NYC', false)).toBe(postingFingerprint('Acme', 'Analyst', 'New York, NY', false));
    expect(postingFingerprint('Acme', 'Analyst', 'München', false)).toBe(postingFingerprint('Acme', 'Analyst', 'Munich, Bavaria', false));
  });
});

describe('jobKey', () => {
  it('gives each company, title and place its own key when asked again, however their text runs together', () => {
    const first = jobKey('Acme', 'Engineer', 'Berlin');
    const joined = jobKey('AcmeEng', 'ineer', 'Berlin');
    expect(joined).not.toBe(first);
    expect(jobKey('Acme', 'Engineer', 'Berlin')).toBe(first);
    expect(jobKey('AcmeEng', 'ineer', 'Berlin')).toBe(joined);
  });
});
