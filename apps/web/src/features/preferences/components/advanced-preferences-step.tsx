import { jobTypes, salaryLimits, seniorities, seniorityLabels } from '@seeker/contract';
import { useId } from 'react';
import { Slider } from '@/components/ui/slider';
import { TagInput } from '@/components/ui/tag-input';
import { formatSalary } from '../lib/format-salary';
import { SelectField } from './select-field';
import type { StepProps } from './step-props';

const jobTypeOptions = jobTypes.map((value) => ({ value, label: value }));
const seniorityOptions = seniorities.map((value) => ({ value, label: seniorityLabels[value] }));

export function AdvancedPreferencesStep({ preferences, onChange, disabled }: StepProps) {
  const salaryId = useId();
  const { min, max } = preferences.salaryRange;
  return (
    <div className="grid gap-5">
      <TagInput
        label="Required Skills"
        value={preferences.skills}
        onChange={(skills) => onChange({ skills })}
        placeholder="e.g. React"
        disabled={disabled}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Job Type"
          value={preferences.jobType}
          options={jobTypeOptions}
          onChange={(jobType) => onChange({ jobType })}
          disabled={disabled}
        />
        <SelectField
          label="Seniority Level"
          value={preferences.seniority}
          options={seniorityOptions}
          onChange={(seniority) => onChange({ seniority })}
          disabled={disabled}
        />
      </div>
      <div role="group" aria-labelledby={salaryId} className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <span id={salaryId} className="text-sm font-medium">
            Salary Range (USD)
          </span>
          <span className="text-sm tabular-nums" data-testid="salary-range-value">
            <span>{formatSalary(min)}</span> – <span>{formatSalary(max)}</span>
          </span>
        </div>
        <Slider
          value={[min, max]}
          min={salaryLimits.min}
          max={salaryLimits.max}
          step={salaryLimits.step}
          minStepsBetweenThumbs={0}
          thumbLabels={['Minimum salary', 'Maximum salary']}
          formatValue={formatSalary}
          disabled={disabled}
          onValueChange={([nextMin = min, nextMax = max]) => onChange({ salaryRange: { min: nextMin, max: nextMax } })}
        />
      </div>
    </div>
  );
}
