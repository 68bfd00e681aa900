import type { StepProps } from './step-props';
import { TagListFields, type TagListField } from './tag-list-fields';

const fields: TagListField[] = [
  { key: 'roles', label: 'Job Roles', placeholder: 'e.g. Frontend Engineer' },
  { key: 'locations', label: 'Locations', placeholder: 'e.g. Remote, Berlin' },
  {
    key: 'companies',
    label: 'Target Companies',
    placeholder: 'e.g. Acme Corp',
    hint: "A company's site (acme.com) reads its own job pages; a board (greenhouse:acme) reads that board.",
  },
];

export function BasicPreferencesStep(props: StepProps) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <TagListFields fields={fields} {...props} />
    </div>
  );
}
