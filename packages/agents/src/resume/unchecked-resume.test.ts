import { describe, expect, it } from 'vitest';
import { createFakeLlm } from '../testing/fake-llm';
import { confirmedAsRead } from '../testing/confirmed-as-read';
import { teacherResume } from '../testing/resume-fixtures';
import { writeCoverLetter } from './cover-letter/write-cover-letter';
import { parseResume } from './parse-resume';
import { tailorResume } from './tailor-resume';

// Tailoring a resume nobody has checked (issue 45): what the reader made of it may be wrong, so the
// result keeps every header as written, claims no years or title, and lists only skills the resume lists.
const now = new Date('2026-11-22T12:00:00Z');

const teacher = teacherResume;

const posting = [
  'Elementary Teacher',
  'Requirements',
  '- 5+ years of classroom teaching experience',
  '- Classroom management',
  '- Lesson planning',
  '- Linux',
  '- Python',
].join('\n');

describe('tailoring a resume its owner has not checked', () => {
  it('keeps each role and degree header as the resume wrote it and says it was unchecked', async () => {
    const result = await tailorResume({
      resumeText: teacher,
      jobDescription: posting,
      jobTitle: 'Elementary Teacher',
      company: 'Lincoln School',
      now,
    });
    expect(result.readFrom).toBe('unchecked');
    for (const line of ['Substitute Teacher', 'Springfield Public Schools, Springfield, IL 2016 - Present', 'Dollar Mart, Decatur, IL 2013 - 2016'])
      expect(result.text.split('\n')).toContain(line);
    expect(result.text.split('\n')).toContain('Illinois State University, 2012');
    // Every bullet stays under the header it was written under.
    const underSales = result.text.slice(result.text.indexOf('Dollar Mart'));
    expect(underSales).toContain('Ran the register');
    expect(underSales).not.toContain('Taught grades');
  });

  it('claims no years of experience and no title, and lists only skills the resume lists', async () => {
    const result = await tailorResume({ resumeText: teacher, jobDescription: posting, now });
    expect(result.resume.summary).not.toMatch(/\d+\s+years?/);
    expect(result.resume.summary).not.toMatch(/Substitute Teacher|Sales Associate/);
    expect(result.resume.summary).toMatch(/Classroom management/i);
    // "Linux" is in a course's name, and the resume never lists it as a skill.
    expect(result.resume.skills.join(' ')).not.toMatch(/Linux|Python/);
    expect(result.resume.summary).not.toMatch(/Linux|Python/);
  });

  it('tailors in full from the structure its owner confirmed', async () => {
    const result = await tailorResume({ resumeText: teacher, confirmed: confirmedAsRead(teacher), jobDescription: posting, now });
    expect(result.readFrom).toBe('confirmed');
    expect(result.text).toContain('Substitute Teacher, Springfield Public Schools');
  });

  it('keeps each role to its own bullets and the summary to stated years when an LLM rewrites', async () => {
    const read = parseResume(teacher);
    const llm = createFakeLlm({
      summary: 'Substitute Teacher with 13 years of experience in classroom management.',
      skills: ['Classroom management', 'Lesson planning', 'Linux'],
      experience: read.experience.map((entry, index) => ({
        role: entry.role,
        company: entry.company,
        dates: entry.dates?.text ?? '',
        // The model moves the register bullet up to the teaching role.
        bullets: index === 0 ? [...entry.bullets, 'Ran the register and restocked shelves'] : entry.bullets,
      })),
    });
    const result = await tailorResume({ resumeText: teacher, jobDescription: posting, llm, now });
    expect(result.resume.summary).not.toMatch(/13 years/);
    expect(result.resume.skills).not.toContain('Linux');
    expect(result.resume.experience[0]!.bullets.join(' ')).not.toContain('Ran the register');
    expect(result.resume.experience.map((entry) => entry.written)).toEqual(read.experience.map((entry) => entry.written));
  });

  it('writes a letter that names no role held and is signed by no name', async () => {
    const letter = await writeCoverLetter({
      resumeText: teacher,
      jobDescription: posting,
      jobTitle: 'Elementary Teacher',
      company: 'Lincoln School',
      now,
    });
    expect(letter.text).not.toContain('Dana Whitfield');
    expect(letter.text).not.toMatch(/I am currently|Most recently I worked/);
    expect(letter.text).not.toMatch(/Python|shows[^.]*Linux/);
    expect(letter.text).not.toContain('• Introduction to Linux');
    expect(letter.text).toMatch(/Sincerely,$/);
    const confirmed = await writeCoverLetter({
      resumeText: teacher,
      confirmed: confirmedAsRead(teacher),
      jobDescription: posting,
      jobTitle: 'Elementary Teacher',
      company: 'Lincoln School',
      now,
    });
    expect(confirmed.text).toMatch(/Sincerely,\nDana Whitfield$/);
  });
});
