import { describe, expect, it } from 'vitest';
import { parseContact } from './parse-contact';
import { parseResume } from './parse-resume';

describe('the contact block', () => {
  it('reads a phone number after its label, beside an email address on the same line, with or without a bar', () => {
    for (const line of [
      'Phone: 860-819-6408 E-Mail: hannah@example.edu',
      'Cellphone: 401-263-8443 | Email: hannah@example.edu',
      'Tel.: 860-819-6408',
    ])
      expect(parseContact(['Hannah Shaneberger', line]).contact).toMatchObject({ phone: line.includes('401') ? '401-263-8443' : '860-819-6408' });
    // A number among words that are no label is no phone number.
    expect(parseContact(['Hannah Shaneberger', 'Served 1,250,000 customers a year at Quiznos']).contact.phone).toBe('');
    // A label's word that is a town's name stays the town: "Mobile, AL".
    expect(parseContact(['Jane Doe', 'Mobile, AL 36602 · 251-555-0100']).contact).toMatchObject({
      phone: '251-555-0100',
      location: 'Mobile, AL 36602',
    });
  });

  it('takes the town a street address ends with for the location, never the street', () => {
    expect(parseContact(['Hannah Shaneberger', '112 Briarwood Drive Marquette, MI 49855']).contact.location).toBe('Marquette, MI');
    expect(parseContact(['Dylan Francisco', '5 Anama Avenue, Rumford, RI 02916 United States']).contact.location).toBe('Rumford, RI');
    // A birthplace is personal data, no one's location.
    expect(parseContact(['Ada Obi', 'Place of birth: Lagos, Nigeria']).contact.location).toBe('');
  });
});

describe('lists marked as a symbol font writes its bullets', () => {
  it('reads items marked "!" as a list, never "! Leadership" as a heading; a mark before a heading alone stays a design', () => {
    const read = parseResume(
      ['Hannah Shaneberger', '■ SKILLS', 'I can contribute:', '! Leadership', '! Problem Solving', '! Providing customer service'].join('\n'),
    );
    expect(read.skills).toEqual(expect.arrayContaining(['Problem Solving', 'Providing customer service']));
    expect(read.other.map((block) => block.heading)).not.toContain('! Leadership');
  });
});
