import { CheckedField, LinesField } from './checked-field';
import { focusIds } from './focus';
import { knownSkillsNote, type Draft } from './structure-draft';

type SectionProps = {
  draft: Draft;
  update: (change: Partial<Draft>) => void;
  /** Why a field (or a line of a list field) cannot be sent as it is, when it cannot. */
  errorOf: (path: string) => string | undefined;
};

/** The check step's name and contact fields, links and summary. */
export function ContactSection({ draft, update, errorOf }: SectionProps) {
  return (
    <section aria-labelledby="check-contact" className="grid gap-3">
      <h2 id="check-contact" className="text-lg font-semibold">
        Name and contact
      </h2>
      <div className="grid items-start gap-3 sm:grid-cols-2">
        <CheckedField
          label="Name"
          inputId={focusIds.basics('name')}
          value={draft.name}
          // Changed, the name is the person's own: no longer marked as Seeker's guess.
          onChange={(name) => update({ name, nameUnsure: false })}
          unsure={draft.nameUnsure}
          autoComplete="name"
          error={errorOf('basics.name')}
        />
        <CheckedField
          label="Headline"
          inputId={focusIds.basics('label')}
          value={draft.label}
          onChange={(label) => update({ label })}
          error={errorOf('basics.label')}
        />
        <CheckedField
          label="Email"
          type="email"
          inputId={focusIds.basics('email')}
          value={draft.email}
          onChange={(email) => update({ email, emailUnsure: false })}
          unsure={draft.emailUnsure}
          error={errorOf('basics.email')}
        />
        <CheckedField
          label="Phone"
          type="tel"
          inputId={focusIds.basics('phone')}
          value={draft.phone}
          onChange={(phone) => update({ phone, phoneUnsure: false })}
          unsure={draft.phoneUnsure}
          error={errorOf('basics.phone')}
        />
        <CheckedField
          label="Location"
          inputId={focusIds.basics('location')}
          value={draft.city}
          onChange={(city) => update({ city })}
          error={errorOf('basics.location')}
        />
      </div>
      <LinesField
        label="Links"
        inputId={focusIds.basics('profiles')}
        hint="One address per line"
        value={draft.links}
        onChange={(links) => update({ links })}
        rows={2}
        error={errorOf('basics.profiles')}
      />
      <LinesField
        label="Summary"
        inputId={focusIds.basics('summary')}
        hint="As your resume says it"
        value={draft.summary}
        onChange={(summary) => update({ summary })}
        error={errorOf('basics.summary')}
      />
    </section>
  );
}

const withKnownSkills = (hint: string, note: string) => (note ? `${hint}. ${note}` : hint);

/** The check step's skills, certificates and languages, one per line. */
export function ListsSection({ draft, update, errorOf }: SectionProps) {
  return (
    <section aria-labelledby="check-lists" className="grid gap-3">
      <h2 id="check-lists" className="text-lg font-semibold">
        Skills, certificates and languages
      </h2>
      <div className="grid items-start gap-3 md:grid-cols-3">
        <LinesField
          label="Skills"
          inputId={focusIds.list('skills')}
          hint={withKnownSkills('Only what you would list as a skill: one per line', knownSkillsNote(draft))}
          value={draft.skills}
          onChange={(skills) => update({ skills })}
          rows={6}
          error={errorOf('skills')}
        />
        <LinesField
          label="Certificates and licences"
          inputId={focusIds.list('certificates')}
          hint="One per line"
          value={draft.certificates}
          onChange={(certificates) => update({ certificates })}
          rows={6}
          error={errorOf('certificates')}
        />
        <LinesField
          label="Languages"
          inputId={focusIds.list('languages')}
          hint="One per line, e.g. “Spanish (fluent)”"
          value={draft.languages}
          onChange={(languages) => update({ languages })}
          rows={6}
          error={errorOf('languages')}
        />
      </div>
    </section>
  );
}
