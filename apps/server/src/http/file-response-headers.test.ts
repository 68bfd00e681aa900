import { describe, expect, it } from 'vitest';
import { contentDisposition, downloadName } from './file-response-headers';

describe('contentDisposition with downloadName', () => {
  const header = (name: string, disposition: 'inline' | 'attachment' = 'attachment') => contentDisposition(disposition, downloadName(name, 'pdf'));

  it.each([
    ['My CV.pdf', `attachment; filename="My_CV.pdf"; filename*=UTF-8''My%20CV.pdf`],
    ["Zoë's CV (1).pdf", `attachment; filename="Zoe_s_CV_1_.pdf"; filename*=UTF-8''Zo%C3%AB%27s%20CV%20%281%29.pdf`],
    // A name that holds escapes is text: its "%" is encoded, once, and never read as an escape.
    ['My%20CV.pdf', `attachment; filename="My_20CV.pdf"; filename*=UTF-8''My%2520CV.pdf`],
    ['100% sure!.pdf', `attachment; filename="100_sure_.pdf"; filename*=UTF-8''100%25%20sure%21.pdf`],
    ['履歴書.pdf', `attachment; filename="resume.pdf"; filename*=UTF-8''%E5%B1%A5%E6%AD%B4%E6%9B%B8.pdf`],
  ])('names %s once in each form', (name, expected) => {
    expect(header(name)).toBe(expected);
  });

  it('keeps quotes, separators and line breaks out of both forms, so the header says one name', () => {
    const value = header('a";\r\nb=c/d\\e *.pdf', 'inline');
    expect(value).toBe(`inline; filename="e_.pdf"; filename*=UTF-8''a_%3B%0D%0Ab%3Dc_d_e%20%2A.pdf`);
    // Past the fallback's closing quote, nothing but the RFC 5987 value: attr-chars and escapes.
    expect(value.split(`"; filename*=UTF-8''`)[1]).toMatch(/^[A-Za-z0-9!#$&+.^_`|~%-]+$/);
  });

  it('leaves filename* out when only an ASCII name is given', () => {
    expect(contentDisposition('attachment', { fileName: 'Cover_letter.docx' })).toBe('attachment; filename="Cover_letter.docx"');
  });
});
