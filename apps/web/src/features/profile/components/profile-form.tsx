import { profileLimits } from '@seeker/contract';
import { TagInput } from '@/components/ui/tag-input';
import type { FieldMessages } from '@/lib/field-messages';
import { emptyEducation, emptyExperience, emptyLink, type ProfileDraft } from '../lib/profile-draft';
import { ListSection } from './list-section';
import { FieldError, TextAreaField, TextField } from './profile-field';

type ProfileFormProps = { draft: ProfileDraft; onChange: (draft: ProfileDraft) => void; errors: FieldMessages };

/** Edit mode of the Profile screen (spec part 2 sections 2 and 3). */
export function ProfileForm({ draft, onChange, errors }: ProfileFormProps) {
  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <div className="grid gap-5" data-profile-form>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          value={draft.name}
          onChange={(event) => set('name', event.target.value)}
          error={errors.name}
          autoComplete="name"
          required
        />
        <TextField
          label="Title"
          value={draft.title}
          onChange={(event) => set('title', event.target.value)}
          error={errors.title}
          autoComplete="organization-title"
        />
        <TextField
          label="Location"
          value={draft.location}
          onChange={(event) => set('location', event.target.value)}
          error={errors.location}
          className="sm:col-span-2"
        />
        <TextAreaField
          label="About"
          value={draft.bio}
          onChange={(event) => set('bio', event.target.value)}
          error={errors.bio}
          maxLength={profileLimits.bio}
          className="sm:col-span-2"
        />
      </div>
      <div className="grid gap-1.5">
        <TagInput
          label="Skills"
          value={draft.skills}
          onChange={(skills) => set('skills', skills)}
          maxLength={60}
          placeholder="Type a skill, then Enter"
        />
        <FieldError message={errors.skills} />
      </div>
      <ListSection
        title="Experience"
        noun="experience"
        items={draft.experience}
        max={profileLimits.experience}
        create={emptyExperience}
        onChange={(items) => set('experience', items)}
        error={errors.experience}
        render={(job, index, update) => (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Company"
              value={job.company}
              onChange={(event) => update({ ...job, company: event.target.value })}
              error={errors[`experience.${index}.company`]}
            />
            <TextField
              label="Job title"
              value={job.title}
              onChange={(event) => update({ ...job, title: event.target.value })}
              error={errors[`experience.${index}.title`]}
            />
            <TextField
              label="Job location"
              value={job.location}
              placeholder="Remote, or a city"
              onChange={(event) => update({ ...job, location: event.target.value })}
              error={errors[`experience.${index}.location`]}
              className="sm:col-span-2"
            />
            <TextField
              label="Start month"
              type="month"
              value={job.startDate}
              onChange={(event) => update({ ...job, startDate: event.target.value })}
              error={errors[`experience.${index}.startDate`]}
            />
            <div className="grid gap-2">
              <TextField
                label="End month"
                type="month"
                value={job.endDate ?? ''}
                disabled={job.endDate === null}
                onChange={(event) => update({ ...job, endDate: event.target.value })}
                error={errors[`experience.${index}.endDate`]}
              />
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={job.endDate === null}
                  onChange={(event) => update({ ...job, endDate: event.target.checked ? null : '' })}
                />
                I work here now
              </label>
            </div>
            <TextAreaField
              label="Description"
              value={job.description}
              onChange={(event) => update({ ...job, description: event.target.value })}
              error={errors[`experience.${index}.description`]}
              className="sm:col-span-2"
            />
          </div>
        )}
      />
      <ListSection
        title="Education"
        noun="education"
        items={draft.education}
        max={profileLimits.education}
        create={emptyEducation}
        onChange={(items) => set('education', items)}
        error={errors.education}
        render={(entry, index, update) => (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="School"
              value={entry.school}
              onChange={(event) => update({ ...entry, school: event.target.value })}
              error={errors[`education.${index}.school`]}
            />
            <TextField
              label="Degree"
              value={entry.degree}
              onChange={(event) => update({ ...entry, degree: event.target.value })}
              error={errors[`education.${index}.degree`]}
            />
            <TextField
              label="Field"
              value={entry.field}
              onChange={(event) => update({ ...entry, field: event.target.value })}
              error={errors[`education.${index}.field`]}
            />
            <TextField
              label="Graduation year"
              inputMode="numeric"
              value={entry.graduationYear}
              onChange={(event) => update({ ...entry, graduationYear: event.target.value })}
              error={errors[`education.${index}.graduationYear`]}
            />
          </div>
        )}
      />
      <ListSection
        title="Links"
        noun="link"
        items={draft.links}
        max={profileLimits.links}
        create={emptyLink}
        onChange={(items) => set('links', items)}
        error={errors.links}
        render={(link, index, update) => (
          <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
            <TextField
              label="Kind"
              placeholder="GitHub"
              value={link.type}
              onChange={(event) => update({ ...link, type: event.target.value })}
              error={errors[`links.${index}.type`]}
            />
            <TextField
              label="Address"
              type="url"
              placeholder="https://"
              value={link.url}
              onChange={(event) => update({ ...link, url: event.target.value })}
              error={errors[`links.${index}.url`]}
            />
          </div>
        )}
      />
    </div>
  );
}
