import { describe, expect, it } from 'vitest';
import { diffLines } from '../lib/diff-lines';
import { documentUrls, viewableUrl } from '../lib/document-urls';
import { tailorHint } from '../lib/tailor-hint';

describe('tailorHint', () => {
  it("says exactly what is missing, in the spec's words", () => {
    expect(tailorHint(false, false)).toBe('Add resume and job description to continue');
    expect(tailorHint(true, false)).toBe('Add job description to continue');
    expect(tailorHint(false, true)).toBe('Add resume content to continue');
    expect(tailorHint(true, true)).toBe('Ready to tailor resume');
  });
});

describe('document URLs', () => {
  it('treats a URL holding "user_id", or one that does not parse, as none', () => {
    expect(viewableUrl('https://storage.example/users/user_id/r.pdf', 'http://localhost')).toBeNull();
    expect(viewableUrl('http://[broken', 'http://localhost')).toBeNull();
    expect(viewableUrl('', 'http://localhost')).toBeNull();
    expect(viewableUrl('/api/files/abc', 'http://localhost:3000')).toBe('http://localhost:3000/api/files/abc');
  });

  it('tries the signed URL first, the alternative after, and swaps them when asked', () => {
    expect(documentUrls('/api/files/t', '/api/resumes/r/file', false)).toEqual([
      `${window.location.origin}/api/files/t`,
      `${window.location.origin}/api/resumes/r/file`,
    ]);
    expect(documentUrls('/api/files/t', '/api/resumes/r/file', true)).toEqual([
      `${window.location.origin}/api/resumes/r/file`,
      `${window.location.origin}/api/files/t`,
    ]);
    expect(documentUrls('x/user_id/y', null, false)).toEqual([]);
  });
});

describe('diffLines', () => {
  it('shows what moved and what was reworded, line by line', () => {
    expect(diffLines('• a\n• b\n• c', '• b\n• a\n• c')).toEqual([
      { kind: 'removed', text: '• a' },
      { kind: 'same', text: '• b' },
      { kind: 'added', text: '• a' },
      { kind: 'same', text: '• c' },
    ]);
    expect(diffLines('old summary', 'new summary')).toEqual([
      { kind: 'removed', text: 'old summary' },
      { kind: 'added', text: 'new summary' },
    ]);
    expect(diffLines('', 'new')).toEqual([{ kind: 'added', text: 'new' }]);
  });
});
