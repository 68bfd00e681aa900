import { TagInput } from '@/components/ui/tag-input';
import type { WizardPreferences } from '../lib/wizard-state';
import type { StepProps } from './step-props';

type TagListKey = 'roles' | 'locations' | 'companies' | 'skills' | 'includeKeywords' | 'excludeKeywords';

export type TagListField = { key: TagListKey; label: string; placeholder: string; hint?: string };

/** The wizard's tag-list fields, one TagInput each, bound to their preference. */
export function TagListFields({ fields, preferences, onChange, disabled }: StepProps & { fields: TagListField[] }) {
  return fields.map(({ key, label, placeholder, hint }) => (
    <TagInput
      key={key}
      label={label}
      value={preferences[key]}
      onChange={(values) => onChange({ [key]: values } as Partial<WizardPreferences>)}
      placeholder={placeholder}
      hint={hint}
      disabled={disabled}
    />
  ));
}
