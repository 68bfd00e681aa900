import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters HTML gives meaning to, in text and in quoted attributes, and nothing else', () => {
    expect(escapeHtml(`R&D <script>"x"</script> it's`)).toBe('R&amp;D &lt;script&gt;&quot;x&quot;&lt;/script&gt; it&#39;s');
    expect(escapeHtml('Zürich — 100 % remote')).toBe('Zürich — 100 % remote');
  });
});
