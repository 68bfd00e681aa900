import { describe, expect, it } from 'vitest';
import { newJobsEmail } from './new-jobs-email';

describe('newJobsEmail', () => {
  const job = {
    title: 'Engineer <script>alert(1)</script>',
    company: 'A & B "Co"',
    location: 'Remote',
    salary: '$100k',
    jobLink: 'https://jobs.example/1',
  };

  it('lists the jobs with their links in HTML and text, escaping what the job boards wrote', () => {
    const email = newJobsEmail({
      to: 'me@example.com',
      title: '2 new jobs for Engineer',
      jobs: [job],
      moreCount: 1,
      appLink: 'http://localhost:3000/jobs?session=s-1',
    });
    expect(email.subject).toBe('2 new jobs for Engineer');
    expect(email.html).toContain('<a href="https://jobs.example/1">Engineer &lt;script&gt;alert(1)&lt;/script&gt;</a>');
    expect(email.html).toContain('A &amp; B &quot;Co&quot;');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('…and 1 more.');
    expect(email.text).toContain('- Engineer <script>alert(1)</script> at A & B "Co" (Remote; $100k)\n  https://jobs.example/1');
    expect(email.text).toContain('See them all in Seeker: http://localhost:3000/jobs?session=s-1');
  });

  it('links to the app instead of any link that is not http(s)', () => {
    const email = newJobsEmail({
      to: 'me@example.com',
      title: '1 new job',
      jobs: [{ ...job, jobLink: 'javascript:alert(1)' }],
      moreCount: 0,
      appLink: 'http://localhost:3000/jobs',
    });
    expect(email.html).not.toContain('javascript:');
    expect(email.text).not.toContain('javascript:');
    expect(email.html).toContain('<a href="http://localhost:3000/jobs">Engineer');
  });
});
