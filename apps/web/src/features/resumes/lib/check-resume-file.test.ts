import { describe, expect, it } from 'vitest';
import { checkResumeFile } from './check-resume-file';

function fileOf(name: string, content: BlobPart[], type = '') {
  return new File(content, name, { type });
}

function sized(file: File, size: number) {
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const pdf = ['%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'];
const zip = [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])];

describe('checkResumeFile', () => {
  it('accepts a PDF, a DOCX and a text file', async () => {
    expect(await checkResumeFile(fileOf('cv.pdf', pdf, 'application/pdf'))).toBeUndefined();
    expect(await checkResumeFile(fileOf('CV.DOCX', zip))).toBeUndefined();
    expect(await checkResumeFile(fileOf('cv.txt', ['Ada Lovelace'], 'text/plain'))).toBeUndefined();
  });

  it('refuses a file over 10 MB, and allows exactly 10 MB', async () => {
    expect(await checkResumeFile(sized(fileOf('cv.pdf', pdf), 10 * 1024 * 1024 + 1))).toBe('File size must be less than 10MB');
    expect(await checkResumeFile(sized(fileOf('cv.pdf', pdf), 10 * 1024 * 1024))).toBeUndefined();
  });

  it('refuses other types, by name and by content', async () => {
    const wrongType = 'Please upload a PDF, DOCX, or TXT file';
    expect(await checkResumeFile(fileOf('setup.exe', ['MZ']))).toBe(wrongType);
    expect(await checkResumeFile(fileOf('photo.png', ['x'], 'image/png'))).toBe(wrongType);
    expect(await checkResumeFile(fileOf('resume', ['plain']))).toBe(wrongType);
    expect(await checkResumeFile(fileOf('setup.pdf', ['MZ\x90\x00 This program cannot be run in DOS mode.'], 'application/pdf'))).toBe(wrongType);
    expect(await checkResumeFile(fileOf('cv.docx', pdf))).toBe(wrongType);
    expect(await checkResumeFile(fileOf('empty.txt', []))).toBe(wrongType);
  });
});
