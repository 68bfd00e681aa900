import { describe, expect, it } from 'vitest';
import { createDocx, createExe, createPdf } from '../testing';
import { detectResumeType } from './detect-file-type';

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
});
