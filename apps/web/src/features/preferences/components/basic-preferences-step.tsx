import { TagInput } from '@/components/ui/tag-input';
import type { StepProps } from './step-props';

export function BasicPreferencesStep({ preferences, onChange, disabled }: StepProps) {
  return (
    <div className="grid gap-5">
      <TagInput
        label="Job Roles"
        value={preferences.roles}
        onChange={(roles) => onChange({ roles })}
        placeholder="e.g. Frontend Engineer"
        disabled={disabled}
      />
      <TagInput
        label="Locations"
        value={preferences.locations}
        onChange={(locations) => onChange({ locations })}
        placeholder="e.g. Remote, Berlin"
        disabled={disabled}
      />
      <TagInput
        label="Target Companies"
        value={preferences.companies}
        onChange={(companies) => onChange({ companies })}
        placeholder="e.g. Acme Corp"
        disabled={disabled}
      />
    </div>
  );
}
