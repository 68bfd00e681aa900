import { jobTypes, seniorities, seniorityLabels } from '@seeker/contract';
import { usePayTerms } from '../hooks/use-pay-terms';
import { PayRangeFields } from './pay-range-fields';
import { SelectField } from './select-field';
import type { StepProps } from './step-props';
import { TagListFields, type TagListField } from './tag-list-fields';

const jobTypeOptions = jobTypes.map((value) => ({ value, label: value }));
const seniorityOptions = seniorities.map((value) => ({ value, label: seniorityLabels[value] }));
const fields: TagListField[] = [{ key: 'skills', label: 'Required Skills', placeholder: 'e.g. React' }];

export function AdvancedPreferencesStep(props: StepProps) {
  const { preferences, onChange, disabled } = props;
  const pay = preferences.salaryRange;
  const { currency, period, note } = usePayTerms(preferences);
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
      <PayRangeFields
        pay={{ ...pay, currency, period }}
        onChange={(next) => onChange({ salaryRange: next })}
        currencyNote={note}
        disabled={disabled}
      />
    </div>
  );
}
