import { describe, expect, it } from 'vitest';
import { microdataToRecord, type MicrodataItem } from './read-microdata';
import { scanPageMarkup } from './scan-page-markup';

const posting = (body: string) => `<div itemscope itemtype="https://schema.org/JobPosting"><h1 itemprop="title">Nurse</h1>${body}</div>`;
const firstItem = (html: string): MicrodataItem => scanPageMarkup(html).microdataItems[0]!;
const valueCount = (item: MicrodataItem): number =>
  [...item.props.values()].flat().reduce((sum, value) => sum + (typeof value === 'string' ? 1 : 1 + valueCount(value)), 0);

describe('MicrodataReader', () => {
  it('gives nested text properties each their own text, collected once', () => {
    const item = firstItem(posting('<p itemprop="qualifications">Has <b itemprop="skills">RN</b> licence</p><span itemprop="skills">BLS</span>'));
    expect(microdataToRecord(item)).toEqual({
      '@type': 'https://schema.org/JobPosting',
      title: 'Nurse',
      qualifications: 'Has RN licence',
      skills: ['RN', 'BLS'],
    });
  });

  it('carries the item through deep markup, and reads nothing past its nesting cap', () => {
    const shallow = posting(`${'<div>'.repeat(200)}<span itemprop="industry">Health</span>${'</div>'.repeat(200)}`);
    expect(microdataToRecord(firstItem(shallow))).toMatchObject({ industry: 'Health' });
    const deep = posting(`${'<div>'.repeat(400)}<span itemprop="industry">Health</span>${'</div>'.repeat(400)}`);
    expect(microdataToRecord(firstItem(deep))).toEqual({ '@type': 'https://schema.org/JobPosting', title: 'Nurse' });
  });

  it('bounds what a hostile page can make it keep: nested text properties, values and their characters', () => {
    // 900 nested descriptions (the scan reads no deeper than 1,000), each around all the text after it: once, every
    // value held the whole rest of the page.
    const nested = firstItem(posting(`${'<span itemprop="description">'.repeat(900)}${'<b>text</b>'.repeat(8_000)}`));
    const descriptions = nested.props.get('description')!;
    expect(descriptions.length).toBeLessThanOrEqual(16);
    expect(descriptions.every((value) => typeof value === 'string' && value.length <= 400_000)).toBe(true);
    // 40,000 properties of their own names: 40,000 values asked for.
    const many = firstItem(posting(Array.from({ length: 40_000 }, (_, index) => `<span itemprop="p${index}">t</span>`).join('')));
    expect(valueCount(many)).toBeLessThanOrEqual(10_000);
    // Values of 500 KB each: the characters kept stop at 2 MB.
    const large = firstItem(posting(`<span itemprop="a">${'x'.repeat(500_000)}</span>`.repeat(8)));
    const kept = (large.props.get('a') ?? []).reduce((sum, value) => sum + (typeof value === 'string' ? value.length : 0), 0);
    expect(kept).toBeLessThanOrEqual(2_000_000);
    expect(kept).toBeGreaterThan(1_000_000);
  });
});
