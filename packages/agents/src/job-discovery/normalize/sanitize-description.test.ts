import fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { maxDescriptionHtml, sanitizeDescription } from './sanitize-description';

const allowedTags = new Set([
  'p',
  'br',
  'div',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'h3',
  'h4',
  'a',
  'blockquote',
  'code',
  'pre',
  'hr',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
]);

/** Every problem an output has as rendered HTML: a tag, attribute or link outside the allow-list. */
function problems(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser({
    onopentag(name, attribs) {
      if (!allowedTags.has(name)) found.push(`tag ${name}`);
      for (const [key, value] of Object.entries(attribs)) {
        if (name !== 'a' || !['href', 'rel', 'target'].includes(key)) found.push(`attribute ${name}[${key}]`);
        if (key === 'href' && !/^(?:https?:\/\/|mailto:)/.test(value)) found.push(`href ${value}`);
      }
    },
  });
  parser.write(html);
  parser.end();
  for (const tag of html.match(/<[^>]*>/g) ?? []) {
    if (/\son\w+\s*=/i.test(tag)) found.push(`handler in ${tag}`);
    if (/(?:javascript|vbscript|data):/i.test(tag)) found.push(`scheme in ${tag}`);
  }
  if (/<(?:script|iframe|style|svg|math|img|object|embed|base|meta|form)/i.test(html)) found.push('dangerous tag text');
  return found;
}

const xssCorpus: [string, string][] = [
  ['script tag', '<p>Hi</p><script>alert(1)</script>'],
  ['script in caps with attributes', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>'],
  ['svg with script inside', '<svg><script>alert(1)</script></svg>'],
  ['javascript href', '<a href="javascript:alert(1)">x</a>'],
  ['mixed-case javascript href', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['tab entity in scheme', '<a href="java&#x09;script:alert(1)">x</a>'],
  ['decimal entities in scheme', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ['newline in scheme', '<a href="java\nscript:alert(1)">x</a>'],
  ['leading space before scheme', '<a href=" javascript:alert(1)">x</a>'],
  ['vbscript href', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['style expression', '<div style="width: expression(alert(1))">x</div>'],
  ['style element', '<style>body{background:url(javascript:alert(1))}</style>'],
  ['math', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>'],
  ['nested script split', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['unclosed tags', '<p><b><i><a href="javascript:alert(1)"><img src=x onerror=alert(1)'],
  ['unclosed attribute quote', '<a href="https://ok.example onmouseover="alert(1)">x'],
  ['html comment', '<!-- <script>alert(1)</script> -->'],
  ['conditional comment', '<!--[if IE]><script>alert(1)</script><![endif]-->'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['form', '<form action="javascript:alert(1)"><input type="submit" onclick="alert(1)"></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['object', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['template', '<template><script>alert(1)</script></template>'],
  ['event handler on allowed tag', '<p onclick="alert(1)" onmouseover=alert(1)>x</p>'],
  ['link element', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['protocol-relative href', '<a href="//evil.example">x</a>'],
];

describe('sanitizeDescription', () => {
  it.each(xssCorpus)('neutralises %s', (_name, payload) => {
    const { html, text } = sanitizeDescription(`<p>before</p>${payload}<p>after</p>`);
    expect(problems(html)).toEqual([]);
    expect(html).toContain('<p>before</p>');
    expect(text).not.toMatch(/alert\(1\)<|<script/i);
  });

  it('drops the content of script, style, noscript and template, not only the tags', () => {
    const { html, text } = sanitizeDescription(
      '<p>A</p><script>var secret = 1;</script><style>.x{}</style><noscript>enable js</noscript><template><p>hidden</p></template><p>B</p>',
    );
    expect(html).toBe('<p>A</p><p>B</p>');
    expect(text).toBe('A\n\nB');
  });

  it('keeps formatting, maps headings down and opens links safely', () => {
    const { html } = sanitizeDescription(
      '<h1 class="big">Title</h1><h5>Small</h5><p style="color:red">Go <a href="https://acme.example/jobs?id=1&amp;x=2" target="_self" rel="opener" onclick="x()">apply</a></p><ul><li><strong>Bold</strong></li></ul>',
    );
    expect(html).toBe(
      '<h3>Title</h3><h4>Small</h4><p>Go <a href="https://acme.example/jobs?id=1&amp;x=2" rel="noopener noreferrer nofollow" target="_blank">apply</a></p><ul><li><strong>Bold</strong></li></ul>',
    );
  });

  it('keeps mailto links and drops relative ones', () => {
    const { html } = sanitizeDescription('<a href="MAILTO:jobs@acme.example">mail</a><a href="/careers">rel</a>');
    expect(html).toBe(
      '<a href="mailto:jobs@acme.example" rel="noopener noreferrer nofollow" target="_blank">mail</a><a rel="noopener noreferrer nofollow" target="_blank">rel</a>',
    );
  });

  it('drops images (tracking pixels) and keeps their neighbours', () => {
    expect(sanitizeDescription('<p>x<img src="https://t.example/p.gif" width="1">y</p>').html).toBe('<p>xy</p>');
  });

  it('removes NUL and other control characters', () => {
    expect(sanitizeDescription('<p>a\u0000b\u0007c</p>')).toEqual({ html: '<p>abc</p>', text: 'abc' });
  });

  it('cuts a huge input and bounds the output', () => {
    const huge = `<p>${'&'.repeat(300_000)}</p>`;
    const { html, text } = sanitizeDescription(huge);
    expect(html.length).toBeLessThanOrEqual(maxDescriptionHtml);
    expect(html.endsWith('</p>')).toBe(true);
    expect(html).not.toMatch(/&(?!amp;)/);
    expect(text.length).toBeGreaterThan(40_000);
    expect(text.length).toBeLessThanOrEqual(200_000);
  });

  it('bounds deeply nested input: read only down to a depth no real description reaches, in bounded time', () => {
    const { html } = sanitizeDescription(`${'<div>'.repeat(500)}x`);
    expect(html.length).toBeLessThan(1_000);
    expect(html).toContain('x');
    for (const nesting of ['<div>'.repeat(40_000), '<div></b>'.repeat(22_000), '<ul><li>'.repeat(25_000)]) {
      const started = performance.now();
      const deep = sanitizeDescription(`<p>Intro</p>${nesting}Past the depth`);
      expect(performance.now() - started).toBeLessThan(500);
      expect(deep.text).toContain('Intro');
      expect(deep.text).not.toContain('Past the depth');
    }
  });

  it('never lets a dangerous fragment through (property)', () => {
    const fragments = [
      '<',
      '>',
      '</',
      '/>',
      '"',
      "'",
      '=',
      ' ',
      '\t',
      '\n',
      'script',
      'SCRIPT',
      'ScRiPt',
      'img',
      'src',
      'x',
      'onerror',
      'onload',
      'onclick',
      'onmouseover',
      'a',
      'href',
      'javascript:',
      'JaVaScRiPt:',
      'java&#x09;script:',
      '&#106;avascript:',
      'vbscript:',
      'data:',
      'alert(1)',
      'iframe',
      'style',
      'svg',
      'math',
      'noscript',
      'template',
      '<!--',
      '-->',
      '<![CDATA[',
      ']]>',
      'p',
      'li',
      'ul',
      '&lt;',
      '&gt;',
      '&amp;',
      '&quot;',
      'https://ok.example',
      'expression(',
      '\u0000',
    ];
    const payload = fc.array(fc.constantFrom(...fragments), { maxLength: 60 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(payload, (input) => {
        const { html } = sanitizeDescription(input);
        expect(problems(html)).toEqual([]);
        expect(sanitizeDescription(html).html).toBe(html);
      }),
      { numRuns: 2_000 },
    );
  });
});
