import { describe, expect, it } from 'vitest';
import { readJobPosting } from './read-job-posting';
import { requirementPhrases } from './requirement-phrases';

describe('requirementPhrases', () => {
  it.each([['$140,000—$170,000 USD'], ['$140,000 - $170,000 USD'], ['€55.000 – €65.000 brutto'], ['120k-150k EUR'], ['Salary: £45,000, plus bonus']])(
    'finds nothing to have in the pay line %s',
    (line) => {
      expect(requirementPhrases(line)).toEqual([]);
    },
  );

  it.each([
    ['Three years of Class A CDL driving experience (Preferred).', ['Class A CDL driving']],
    ['Minimum of 1 year of verifiable Tractor-Trailer driving experience in the last three years.', ['verifiable Tractor-Trailer driving']],
    ['Must hold a valid Medical Card.', ['Medical Card']],
    // An age is asked of the candidate, but it is nothing to put on a resume.
    ['Must be 21 years of age or older.', []],
    // "planos" and "dans" end like "anos" and "ans" but count no years.
    ['Conhecimento em planos de saúde e seguros', ['planos de saúde', 'seguros']],
  ])('reads a driver’s requirement "%s"', (line, phrases) => {
    expect(requirementPhrases(line)).toEqual(phrases);
  });

  it('still reads the things a line with numbers asks for', () => {
    expect(requirementPhrases('5+ years of experience with AWS S3, ISO 27001 and 5G networks')).toEqual(['AWS S3', 'ISO 27001', '5G networks']);
  });
});

describe('readJobPosting with a pay block after the requirements', () => {
  it('keeps pay out of the keywords, as Greenhouse boards print it', () => {
    const description =
      '<p>Build our robot fleet UI.</p><h3>Requirements</h3><ul><li>React</li><li>TypeScript</li><li>Design systems</li></ul>' +
      '<div class="content-pay-transparency"><div class="pay-range"><span>$140,000</span><span class="divider">&mdash;</span><span>$170,000 USD</span></div></div>';
    const terms = readJobPosting(description, 'Frontend Engineer').keywords.map((keyword) => keyword.term);
    expect(terms).toContain('Design systems');
    expect(terms.filter((term) => /\d|\$|USD/.test(term))).toEqual([]);
  });

  it('keeps pay out of the keywords when the range is one line of text', () => {
    const terms = readJobPosting('Requirements\n- Design systems\n- $140,000—$170,000 USD', 'Frontend Engineer').keywords.map(
      (keyword) => keyword.term,
    );
    expect(terms.filter((term) => /\d|\$|USD/.test(term))).toEqual([]);
  });
});
