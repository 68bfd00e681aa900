import { jobTypes, salaryLimits, seniorities, seniorityLabels } from '@seeker/contract';
import { useId } from 'react';
import { Slider } from '@/components/ui/slider';
import { formatSalary } from '../lib/format-salary';
import { SelectField } from './select-field';
import type { StepProps } from './step-props';
import { TagListFields, type TagListField } from './tag-list-fields';

const jobTypeOptions = jobTypes.map((value) => ({ value, label: value }));
const seniorityOptions = seniorities.map((value) => ({ value, label: seniorityLabels[value] }));
const fields: TagListField[] = [{ key: 'skills', label: 'Required Skills', placeholder: 'e.g. React' }];

export function AdvancedPreferencesStep(props: StepProps) {
  const { preferences, onChange, disabled } = props;
  const salaryId = useId();
  const { min, max } = preferences.salaryRange;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <TagListFields fields={fields} {...props} />
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
          minStepsBetweenThumbs={1}
          thumbLabels={['Minimum salary', 'Maximum salary']}
          formatValue={formatSalary}
          disabled={disabled}
          onValueChange={([nextMin = min, nextMax = max]) => onChange({ salaryRange: { min: nextMin, max: nextMax } })}
        />
      </div>
    </div>
  );
}
