import { TagInput } from '@/components/ui/tag-input';
import type { StepProps } from './step-props';

export function SearchFiltersStep({ preferences, onChange, disabled }: StepProps) {
  return (
    <div className="grid gap-5">
      <TagInput
        label="Include Keywords"
        value={preferences.includeKeywords}
        onChange={(includeKeywords) => onChange({ includeKeywords })}
        placeholder="e.g. TypeScript"
        disabled={disabled}
      />
      <TagInput
        label="Exclude Keywords"
        value={preferences.excludeKeywords}
        onChange={(excludeKeywords) => onChange({ excludeKeywords })}
        placeholder="e.g. Unpaid"
        disabled={disabled}
      />
    </div>
  );
}
