import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from './sanitize-file-name';

describe('sanitizeFileName', () => {
  it.each([
    ['Jane Doe CV.pdf', 'Jane_Doe_CV.pdf'],
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['..\\..\\boot.ini.txt', 'boot.ini.txt'],
    ['<script>alert(1)</script>.docx', 'script_.docx'],
    ['résumé.pdf', 'resume.pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['....pdf', 'resume.pdf'],
    ['', 'resume.pdf'],
  ])('%j becomes %j', (input, expected) => {
    expect(sanitizeFileName(input, 'pdf')).toBe(expected);
  });

  it('keeps the end (with the extension) of a very long name', () => {
    const name = sanitizeFileName(`${'a'.repeat(500)}.pdf`, 'pdf');
    expect(name.length).toBe(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
