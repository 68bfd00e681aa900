import { resumeMessages } from '@seeker/contract';
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
const png = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d])];
const jpeg = [new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10])];

describe('checkResumeFile', () => {
  it('accepts a PDF, a DOCX and a text file', async () => {
    expect(await checkResumeFile(fileOf('cv.pdf', pdf, 'application/pdf'))).toBeUndefined();
    expect(await checkResumeFile(fileOf('CV.DOCX', zip))).toBeUndefined();
    expect(await checkResumeFile(fileOf('cv.txt', ['Ada Lovelace'], 'text/plain'))).toBeUndefined();
  });

  it('accepts a photo of a resume as PNG or JPEG (.jpg or .jpeg), known by its first bytes', async () => {
    expect(await checkResumeFile(fileOf('scan.png', png, 'image/png'))).toBeUndefined();
    expect(await checkResumeFile(fileOf('photo.JPG', jpeg, 'image/jpeg'))).toBeUndefined();
    expect(await checkResumeFile(fileOf('photo.jpeg', jpeg, 'image/jpeg'))).toBeUndefined();
  });

  it('refuses a file over 10 MB, and allows exactly 10 MB', async () => {
    expect(await checkResumeFile(sized(fileOf('cv.pdf', pdf), 10 * 1024 * 1024 + 1))).toBe('File size must be less than 10MB');
    expect(await checkResumeFile(sized(fileOf('cv.pdf', pdf), 10 * 1024 * 1024))).toBeUndefined();
  });

  it('refuses other types, by name and by content', async () => {
    const wrongType = 'Please upload a PDF, DOCX, DOC, ODT, RTF, TXT, PNG or JPEG file';
    expect(await checkResumeFile(fileOf('setup.exe', ['MZ']))).toBe(wrongType);
    expect(await checkResumeFile(fileOf('photo.png', ['x'], 'image/png'))).toBe(wrongType);
    expect(await checkResumeFile(fileOf('photo.jpg', png, 'image/jpeg'))).toBe(wrongType);
    expect(await checkResumeFile(fileOf('photo.gif', ['GIF89a'], 'image/gif'))).toBe(wrongType);
    expect(await checkResumeFile(fileOf('resume', ['plain']))).toBe(wrongType);
    expect(await checkResumeFile(fileOf('setup.pdf', ['MZ\x90\x00 This program cannot be run in DOS mode.'], 'application/pdf'))).toBe(wrongType);
    expect(await checkResumeFile(fileOf('cv.docx', pdf))).toBe(wrongType);
    expect(await checkResumeFile(fileOf('cv.docx', ['Ada Lovelace']))).toBe(wrongType);
  });

  it('reads a PDF as the server does: "%PDF-" opens it, after at most a byte-order mark and white space', async () => {
    expect(await checkResumeFile(fileOf('cv.pdf', ['\uFEFF\n %PDF-1.7\n']))).toBeUndefined();
    expect(await checkResumeFile(fileOf('cv.pdf', ['junk before %PDF-1.7\n']))).toBe(
      'Please upload a PDF, DOCX, DOC, ODT, RTF, TXT, PNG or JPEG file',
    );
  });

  it('calls an empty file empty, whatever its name says', async () => {
    expect(resumeMessages.empty).toMatch(/^The file is empty\./);
    expect(await checkResumeFile(fileOf('empty.txt', []))).toBe(resumeMessages.empty);
    expect(await checkResumeFile(fileOf('empty.pdf', [], 'application/pdf'))).toBe(resumeMessages.empty);
    expect(await checkResumeFile(fileOf('empty.docx', []))).toBe(resumeMessages.empty);
  });

  it('refuses a .txt whose first bytes are not text: NUL bytes, other control characters, invalid UTF-8', async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
    expect(await checkResumeFile(fileOf('notes.txt', [exe], 'text/plain'))).toBe(resumeMessages.notText);
    expect(await checkResumeFile(fileOf('notes.txt', ['Ada\u0000Lovelace']))).toBe(resumeMessages.notText);
    expect(await checkResumeFile(fileOf('notes.txt', ['Ada\u0007Lovelace']))).toBe(resumeMessages.notText);
    expect(await checkResumeFile(fileOf('notes.txt', [new Uint8Array([0x41, 0xff, 0xfe, 0x41])]))).toBe(resumeMessages.notText);
    expect(resumeMessages.notText).toContain('not plain text');
  });

  it('accepts UTF-8 text with tabs, line breaks and accents, even when the sample cuts a character in half', async () => {
    expect(await checkResumeFile(fileOf('cv.txt', ['Zoë Müller\tBerlin\r\nSkills:\fTypeScript']))).toBeUndefined();
    // 8 KiB of ASCII minus one byte, then "é" (two bytes): the sample ends between them.
    expect(await checkResumeFile(fileOf('cv.txt', ['a'.repeat(8 * 1024 - 1), 'é and more']))).toBeUndefined();
    // Binary data after the sample is left to the server, which reads the whole file.
    expect(await checkResumeFile(fileOf('cv.txt', ['a'.repeat(8 * 1024), new Uint8Array([0])]))).toBeUndefined();
  });
});
