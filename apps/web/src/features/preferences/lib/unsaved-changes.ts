import type { WizardPreferences } from './wizard-state';

/** Structural equality for the wizard's plain data (objects, arrays, strings, numbers, booleans). */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) => Object.hasOwn(b, key) && isSameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

type WizardEdits = {
  initial: WizardPreferences;
  preferences: WizardPreferences;
  resumeFile: File | null;
  usingDefault: boolean;
};

/**
 * Whether closing now would lose something: a chosen file, Use Default, or preferences that differ
 * from those the wizard opened with. An edit undone (a tag added, then removed) is no edit.
 */
export function hasUnsavedChanges({ initial, preferences, resumeFile, usingDefault }: WizardEdits): boolean {
  return resumeFile !== null || usingDefault || !isSameValue(initial, preferences);
}
