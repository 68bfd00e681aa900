import { describe, expect, it } from 'vitest';
import { defaultPreferences } from '@seeker/contract';
import { hasUnsavedChanges, isSameValue } from './unsaved-changes';
import { toWizardPreferences } from './wizard-state';

const initial = toWizardPreferences({ ...defaultPreferences('UTC'), titles: ['Engineer'] });
const unchanged = { initial, preferences: initial, resumeFile: null, usingDefault: false };

describe('isSameValue', () => {
  it('compares plain data by value, key order aside', () => {
    expect(isSameValue({ a: [1, { b: 'x' }], c: true }, { c: true, a: [1, { b: 'x' }] })).toBe(true);
    expect(isSameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(isSameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(isSameValue([], {})).toBe(false);
    expect(isSameValue(null, {})).toBe(false);
    expect(isSameValue(Number.NaN, Number.NaN)).toBe(true);
  });
});

describe('hasUnsavedChanges', () => {
  it('is false for what the wizard opened with, even rebuilt as new objects', () => {
    expect(hasUnsavedChanges(unchanged)).toBe(false);
    expect(hasUnsavedChanges({ ...unchanged, preferences: structuredClone(initial) })).toBe(false);
  });

  it('is true for any changed preference, however deep', () => {
    expect(hasUnsavedChanges({ ...unchanged, preferences: { ...initial, roles: ['Engineer', 'Architect'] } })).toBe(true);
    expect(hasUnsavedChanges({ ...unchanged, preferences: { ...initial, salaryRange: { min: 5_000, max: initial.salaryRange.max } } })).toBe(true);
    const quietHours = { ...initial.searchSchedule.quietHours, start: '23:00' };
    expect(hasUnsavedChanges({ ...unchanged, preferences: { ...initial, searchSchedule: { ...initial.searchSchedule, quietHours } } })).toBe(true);
  });

  it('is true for a chosen file or Use Default', () => {
    expect(hasUnsavedChanges({ ...unchanged, resumeFile: new File(['x'], 'cv.txt') })).toBe(true);
    expect(hasUnsavedChanges({ ...unchanged, usingDefault: true })).toBe(true);
  });
});
