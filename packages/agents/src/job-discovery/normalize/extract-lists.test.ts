import { describe, expect, it } from 'vitest';
import { extractLists } from './extract-lists';

describe('extractLists', () => {
  it('reads Greenhouse-like HTML (bold paragraph headings inside divs)', () => {
    const html = `<div class="content-intro"><p>Acme builds robots.</p></div>
      <div><p><strong>Responsibilities</strong></p><ul><li>Ship features</li></ul>
      <p><strong>Qualifications:</strong></p><ul><li><p>5+ years of TypeScript</p></li><li>Experience with React &amp; Node</li></ul>
      <p><strong>Benefits</strong></p><ul><li>Health, dental &amp; vision</li><li>401(k) matching</li></ul></div>`;
    expect(extractLists(html)).toEqual({
      qualifications: ['5+ years of TypeScript', 'Experience with React & Node'],
      benefits: ['Health, dental & vision', '401(k) matching'],
    });
  });

  it('reads Lever-like HTML (h3 headings before lists)', () => {
    const html = `<div>We are hiring.</div><h3>What you'll do</h3><ul><li>Build APIs</li></ul>
      <h3>Requirements</h3><ul><li>Go or Rust</li><li>Postgres</li></ul>
      <h3>Nice to have</h3><ul><li>Kubernetes</li></ul>
      <h3>Perks</h3><ul><li>Remote-first</li><li>Learning budget</li></ul>`;
    expect(extractLists(html)).toEqual({
      qualifications: ['Go or Rust', 'Postgres', 'Kubernetes'],
      benefits: ['Remote-first', 'Learning budget'],
    });
  });

  it('reads Ashby-like HTML (strong inside p) and ends a section at an unrelated heading', () => {
    const html = `<p><strong>What you'll bring</strong></p><ul><li>Curiosity</li></ul>
      <p><strong>What you'll do</strong></p><ul><li>Own the roadmap</li></ul>
      <p><strong>What we offer</strong></p><ul><li>Equity</li></ul>`;
    expect(extractLists(html)).toEqual({ qualifications: ['Curiosity'], benefits: ['Equity'] });
  });

  it('keeps the section through an introductory sentence', () => {
    const html = '<h2>Who you are</h2><p>We would love to hear from you if you have most of these.</p><ul><li>SQL</li></ul>';
    expect(extractLists(html).qualifications).toEqual(['SQL']);
  });

  it('reads plain-text descriptions with dash, bullet and star lines', () => {
    const text = [
      'About us',
      'We build things.',
      '',
      'REQUIREMENTS:',
      '- Python',
      '• Django',
      '* Docker',
      '',
      'Why join us?',
      '1. Great team',
      '2) Flexible hours',
    ].join('\n');
    expect(extractLists(text)).toEqual({ qualifications: ['Python', 'Django', 'Docker'], benefits: ['Great team', 'Flexible hours'] });
  });

  it('ignores list items without a matching heading', () => {
    expect(extractLists('<ul><li>Orphan</li></ul><h3>About the team</h3><ul><li>Ten people</li></ul>')).toEqual({
      qualifications: [],
      benefits: [],
    });
  });

  it('caps items at 300 characters and 15 per list, and drops repeats', () => {
    const long = 'x'.repeat(500);
    const items = Array.from({ length: 30 }, (_, index) => `<li>Skill ${index}</li>`).join('');
    const html = `<h3>Requirements</h3><ul><li>${long}</li><li>Skill 0</li>${items}</ul><h3>Benefits</h3><ul><li>Gym</li><li>gym</li></ul>`;
    const { qualifications, benefits } = extractLists(html);
    expect(qualifications).toHaveLength(15);
    expect(qualifications[0]).toHaveLength(300);
    expect(qualifications[0]!.endsWith('…')).toBe(true);
    expect(qualifications.slice(1, 3)).toEqual(['Skill 0', 'Skill 1']);
    expect(benefits).toEqual(['Gym']);
  });

  it('never returns markup or script text', () => {
    const html = '<h3>Requirements</h3><ul><li><b>Bold</b> <script>alert(1)</script>skill</li></ul>';
    expect(extractLists(html).qualifications).toEqual(['Bold skill']);
  });
});
