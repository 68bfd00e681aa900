import type { StepProps } from './step-props';
import { TagListFields, type TagListField } from './tag-list-fields';

const fields: TagListField[] = [
  { key: 'includeKeywords', label: 'Include Keywords', placeholder: 'e.g. TypeScript' },
  { key: 'excludeKeywords', label: 'Exclude Keywords', placeholder: 'e.g. Unpaid' },
];

export function SearchFiltersStep(props: StepProps) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <TagListFields fields={fields} {...props} />
    </div>
  );
}
