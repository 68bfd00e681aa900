import { resumeStructureSchema } from '@seeker/contract';
import { describe, expect, it } from 'vitest';
import { ocrProblem } from './read-by-ocr';
import { readStructure } from './read-structure';

const now = new Date('2026-11-28T12:00:00Z');
const text = [
  'Jane Doe',
  'jane@example.com | +1 555 0100',
  'EXPERIENCE',
  'Registered Nurse, General Hospital',
  'Jan 2019 - Present',
  '• Ran the night shift',
  'EDUCATION',
  'BSc Nursing, State University, 2015 - 2018',
].join('\n');

describe('readStructure of a text OCR read', () => {
  it('marks every field of every entry unsure, and the name, email and phone, and says why first', () => {
    const plain = readStructure(text, { now });
    const read = readStructure(text, { now, ocr: true });
    // The same fields are read; only what is trusted changes.
    expect(read.resume).toEqual(plain.resume);
    expect(read.resume.work.length).toBeGreaterThan(0);
    expect(read.resume.education.length).toBeGreaterThan(0);
    expect(read.read.basics.uncertain).toEqual(['name', 'email', 'phone']);
    for (const entry of read.read.work) expect(entry.uncertain).toEqual(['position', 'name', 'location', 'startDate', 'endDate', 'highlights']);
    for (const entry of read.read.education) expect(entry.uncertain).toEqual(['studyType', 'institution', 'startDate', 'endDate']);
    expect(read.read.problems[0]).toBe(ocrProblem);
    expect(plain.read.problems).not.toContain(ocrProblem);
    expect(resumeStructureSchema.safeParse({ resumeId: 'r', fileVersion: 'v', status: 'unchecked', confirmedAt: null, ...read }).success).toBe(true);
  });
});
