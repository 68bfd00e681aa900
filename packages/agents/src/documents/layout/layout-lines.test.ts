import type { ParsedResume } from '@seeker/contract';
import { describe, expect, it } from 'vitest';
import { renderResumePdf } from '../../resume/render';
import { nameFromLayout } from '../../resume/name-from-layout';
import { extractDocument } from '../extract-document-text';
import { createPdf } from '../../testing';
import { bodySize } from './layout-line';

const resume: ParsedResume = {
  contact: { name: 'Ana Beatriz Lima', headline: 'Registered Nurse', email: 'ana@example.com', phone: '', location: 'Porto', links: [] },
  summary: 'Nurse on a surgical ward.',
  experience: [
    {
      role: 'Staff Nurse',
      company: 'Hospital de Santo António',
      location: '',
      dates: { text: 'Mar 2019 – Present', start: '2019-03', end: null, current: true },
      bullets: ['Cared for 12 patients a shift'],
    },
  ],
  education: [{ degree: 'BSc Nursing', school: 'Universidade do Porto', dates: null, details: [] }],
  skills: ['Triage', 'Wound care'],
  other: [],
};

describe('a PDF read with its layout (decision 0043)', () => {
  it('hands on each line with its size, edge, place on the page and the space above it', async () => {
    const pdf = await renderResumePdf(resume, 'Resume');
    const read = await extractDocument('pdf', pdf);
    const lines = read.layout!;
    expect(lines.map((line) => line.text).join('\n')).toBe(read.text.split('\n').filter(Boolean).join('\n'));
    const name = lines.find((line) => line.text === 'Ana Beatriz Lima')!;
    expect(name).toMatchObject({ page: 1, top: 0 });
    expect(name.size).toBeGreaterThan(bodySize(lines) * 1.5);
    expect(lines.find((line) => /^EXPERIENCE$/.test(line.text))!.gap).toBeGreaterThan(0.5);
    expect(nameFromLayout(lines)).toBe('Ana Beatriz Lima');
  });

  it('reads a name set in two boxes side by side on one line, wherever the columns put them in reading order', () => {
    const line = (text: string, x: number, top: number, size: number) => ({ text, page: 1, size, bold: false, x, top, gap: 0 });
    const lines = [line('gregory', 48, 27, 36), line('Work History', 62, 66, 18), line('Editor', 64, 102, 14), line('diaz', 166, 27, 36)];
    expect(nameFromLayout([...lines, line('Reporter', 64, 120, 12), line('Reporter', 64, 140, 12)])).toBe('gregory diaz');
    // A word of the same size far along the line is no part of the name.
    const far = [line('Gregory', 48, 27, 36), line('Creative', 420, 27, 36), line('Editor', 64, 102, 14), line('Reporter', 64, 120, 12)];
    expect(nameFromLayout([...far, line('Reporter', 64, 140, 12)])).toBe('Gregory');
  });

  it('reads as the name the first line set bold in body type, when it is all a name and nothing stands out by size', () => {
    const line = (text: string, top: number, bold: boolean) => ({ text, page: 1, size: 11, bold, x: 0, top, gap: 0 });
    const lines = [line('Ana Beatriz Lima', 0, true), line('Contato: ana@example.com', 15, false), line('Experiência', 44, true)];
    expect(nameFromLayout([...lines, line('Hospital de Santo António', 58, false)])).toBe('Ana Beatriz Lima');
    expect(nameFromLayout([line('Experiência', 0, true), ...lines.slice(1)])).toBe('');
  });

  it('finds no name where nothing stands out, leaving the text to say it', async () => {
    const read = await extractDocument('pdf', createPdf(['Ana Lima', 'Experience', 'Nurse, Hospital 2019 - 2021']));
    expect(read.layout!.every((line) => line.bold === false)).toBe(true);
    expect(nameFromLayout(read.layout!)).toBe('');
  });

  it('has no layout for plain text', async () => {
    expect(await extractDocument('txt', Buffer.from('Ana Lima\nNurse'))).toEqual({ text: 'Ana Lima\nNurse' });
  });
});
