import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text';

describe('htmlToText', () => {
  it('puts blocks on their own lines and list items behind bullets', () => {
    const html = '<h3>About</h3><p>We build <strong>robots</strong>.</p><ul><li>One</li><li><p>Two</p></li></ul><p>End</p>';
    expect(htmlToText(html)).toBe('About\n\nWe build robots.\n\n• One\n• Two\n\nEnd');
  });

  it('decodes entities and collapses whitespace', () => {
    expect(htmlToText('<p>R&amp;D   &nbsp;team\n\t&lt;3 &euro;100&#x21;</p>')).toBe('R&D team <3 €100!');
  });

  it('turns br into line breaks and never leaves more than one blank line', () => {
    expect(htmlToText('a<br>b<br><br><br><br>c<p></p><p></p><div></div><p>d</p>')).toBe('a\nb\n\nc\n\nd');
  });

  it('keeps nested list items as their own lines', () => {
    expect(htmlToText('<ul><li>Outer<ul><li>Inner</li></ul></li><li>Next</li></ul>')).toBe('• Outer\n• Inner\n• Next');
  });

  it('separates table cells and rows', () => {
    expect(htmlToText('<table><tr><td>A</td><td>B</td></tr><tr><td>C</td></tr></table>')).toBe('A B\nC');
  });

  it('drops the text of script and style', () => {
    expect(htmlToText('<p>x</p><script>alert(1)</script><style>p{}</style><p>y</p>')).toBe('x\n\ny');
  });

  it('handles plain text without tags', () => {
    expect(htmlToText('  just   text  ')).toBe('just text');
  });

  it("leaves out a line made only of links that say apply (the board's button), and keeps links inside sentences", () => {
    const hostile =
      '<p>Build our UI.</p><img src=x onerror="alert(1)"><a href="javascript:alert(2)">Apply</a><a href="https://acme.example/apply">Apply here</a><h3>Requirements</h3><ul><li>React</li></ul>';
    expect(htmlToText(hostile)).toBe('Build our UI.\n\nRequirements\n\n• React');
    expect(htmlToText('<p>Questions? <a href="mailto:jobs@acme.example">Apply here</a> or write to us.</p>')).toBe(
      'Questions? Apply here or write to us.',
    );
    expect(htmlToText('<p><a href="/apply">Click here to apply</a></p><p><a href="/team">Meet the team</a></p>')).toBe('Meet the team');
    expect(htmlToText('<ul><li><a href="/apply">Apply now!</a></li><li>Apply your React skills</li></ul>')).toBe('• Apply your React skills');
  });
});
