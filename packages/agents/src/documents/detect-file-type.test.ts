import { describe, expect, it } from 'vitest';
import { createDocx, createExe, createPdf, createTextImage } from '../testing';
import { detectResumeType, resumeTypeOfContent } from './detect-file-type';

describe('detectResumeType', () => {
  it('recognises real PDF, DOCX and text by content', async () => {
    expect(detectResumeType('cv.pdf', createPdf(['Ada']))).toBe('pdf');
    expect(detectResumeType('cv.DOCX', await createDocx(['Ada']))).toBe('docx');
    expect(detectResumeType('cv.txt', Buffer.from('Ada Lovelace\nEngineer\n'))).toBe('txt');
  });

  it('refuses an executable renamed .pdf, a mismatched extension, binary text and empty files', async () => {
    expect(detectResumeType('cv.pdf', createExe())).toBeUndefined();
    expect(detectResumeType('cv.pdf', Buffer.concat([createExe(), createPdf(['Ada'])]))).toBeUndefined();
    expect(detectResumeType('cv.pdf', Buffer.concat([Buffer.from('\uFEFF\n'), createPdf(['Ada'])]))).toBe('pdf');
    expect(detectResumeType('cv.txt', createExe())).toBeUndefined();
    expect(detectResumeType('cv.docx', createPdf(['Ada']))).toBeUndefined();
    expect(detectResumeType('cv.pdf', await createDocx(['Ada']))).toBeUndefined();
    expect(detectResumeType('cv.exe', createPdf(['Ada']))).toBeUndefined();
    expect(detectResumeType('cv', Buffer.from('hello'))).toBeUndefined();
    expect(detectResumeType('cv.txt', Buffer.alloc(0))).toBeUndefined();
    expect(detectResumeType('cv.txt', Buffer.from([0xff, 0xfe, 0x00, 0x41]))).toBeUndefined();
  });

  it('recognises a photo of a resume, PNG or JPEG (.jpg or .jpeg), by its signature', async () => {
    const png = await createTextImage(['Ada'], 'png');
    const jpeg = await createTextImage(['Ada'], 'jpeg');
    expect(detectResumeType('scan.png', png)).toBe('png');
    expect(detectResumeType('photo.JPG', jpeg)).toBe('jpg');
    expect(detectResumeType('photo.jpeg', jpeg)).toBe('jpg');
    expect(detectResumeType('photo.jpg', png)).toBeUndefined();
    expect(detectResumeType('scan.png', jpeg)).toBeUndefined();
    expect(detectResumeType('scan.png', createExe())).toBeUndefined();
    expect(detectResumeType('scan.gif', Buffer.from('GIF89a'))).toBeUndefined();
  });
});

describe('what a file is, whatever its name', () => {
  it('tells each binary format Seeker reads, and never text', async () => {
    expect(resumeTypeOfContent(createPdf(['Ada']))).toBe('pdf');
    expect(resumeTypeOfContent(await createDocx(['Ada']))).toBe('docx');
    expect(resumeTypeOfContent(Buffer.from('{\\rtf1 Ada}'))).toBe('rtf');
    expect(resumeTypeOfContent(Buffer.from('Ada Lovelace'))).toBeUndefined();
    expect(resumeTypeOfContent(createExe())).toBeUndefined();
  });
});
