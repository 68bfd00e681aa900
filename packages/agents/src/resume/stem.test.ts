import { describe, expect, it } from 'vitest';
import { stem } from './stem';

describe('stem', () => {
  it('brings the inflections of one word together', () => {
    for (const group of [
      ['manage', 'managed', 'manages', 'managing', 'management'],
      ['nurse', 'nursing', 'nurses'],
      ['sale', 'sales'],
      ['plan', 'planned', 'planning', 'plans'],
      ['process', 'processes', 'processing'],
      ['engineer', 'engineers', 'engineering'],
      ['negotiate', 'negotiated', 'negotiation', 'negotiations'],
      ['automate', 'automated', 'automation'],
      ['organize', 'organized', 'organization'],
      ['deploy', 'deployed', 'deploying', 'deployment'],
    ]) {
      expect(new Set(group.map(stem)), group.join(', ')).toHaveProperty('size', 1);
    }
  });

  it('keeps words apart that only look alike', () => {
    expect(stem('status')).not.toBe(stem('stat'));
    expect(stem('analysis')).toBe('analysis');
    expect(stem('go')).toBe('go');
    expect(stem('c++')).toBe('c++');
  });
});
