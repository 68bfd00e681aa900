import { describe, expect, it } from 'vitest';
import { repairText, unescapeLineBreaks } from './repair-text';

describe('repairText', () => {
  it.each([
    ['Whatâ€™s next', 'What’s next'],
    ['ZÃ³calo Health', 'Zócalo Health'],
    ['Â£57,000-Â£70,000', '£57,000-£70,000'],
    ['â‚¬50.000', '€50.000'],
    ['ðŸš€ Ship it', '🚀 Ship it'],
    ['Ã¢â‚¬â„¢', '’'],
    ['Manager \u00e2\u0080\u0093 Customer Care', 'Manager – Customer Care'],
  ])('decodes double-encoded UTF-8: %j', (broken, fixed) => {
    expect(repairText(broken)).toBe(fixed);
  });

  it.each(['São Paulo', 'naïve café', 'Å  ok', 'Ã', 'Zürich — 50 €', 'Ångström ÀÉÎÕÜ'])('leaves right text alone: %j', (text) => {
    expect(repairText(text)).toBe(text);
  });

  it('costs one pass over a huge text', () => {
    const text = 'Ã©'.repeat(200_000);
    const start = performance.now();
    expect(repairText(text)).toBe('é'.repeat(200_000));
    expect(performance.now() - start).toBeLessThan(2_000);
  });
});

describe('unescapeLineBreaks', () => {
  it('makes escaped breaks real, as text or as HTML', () => {
    expect(unescapeLineBreaks('One\\nTwo\\r\\nThree', '\n')).toBe('One\nTwo\nThree');
    expect(unescapeLineBreaks('<p>One\\nTwo</p>', '<br>')).toBe('<p>One<br>Two</p>');
  });
});
