import { ArrowDown, ArrowRight, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { CheckedField, FieldNotes, notesOf, ReadFrom, textAreaClass } from './checked-field';
import { focusFirst, focusIds } from './focus';
import { endHint, monthHint } from './read-month';
import { newKey, type DraftRole } from './structure-draft';
import type { FoundOccupation } from '@seeker/contract';

type RoleCardProps = {
  role: DraftRole;
  index: number;
  count: number;
  /** Every role's number and name, for "Move to". */
  roles: { key: string; label: string }[];
  onChange: (role: DraftRole) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onMoveBullet: (bulletKey: string, toRoleKey: string) => void;
  errorOf: (field: string) => string | undefined;
};

/** One role of the check step: its fields, the lines it was read from, and its bullets (edit, add, remove, move to another role). */
export function RoleCard({ role, index, count, roles, onChange, onMove, onRemove, onMoveBullet, errorOf }: RoleCardProps) {
  const number = index + 1;
  const of = `of role ${number}`;
  // A field the person changed is theirs: no longer marked as one Seeker was unsure of.
  const set = (field: keyof DraftRole) => (value: string) =>
    onChange({ ...role, [field]: value, unsure: role.unsure.filter((item) => item !== field) });
  // A title changed names an occupation Seeker has not looked up yet: none is shown until it is saved (or typed back).
  const occupation = role.occupation?.title === role.position ? role.occupation.found : undefined;
  const unsure = (field: string) => role.unsure.includes(field);
  const withBullets = (bullets: DraftRole['bullets']) => ({ ...role, bullets, unsure: role.unsure.filter((item) => item !== 'highlights') });
  const fieldId = (field: string) => focusIds.roleField(role.key, field);
  const move = (by: -1 | 1) => {
    onMove(by);
    // The pressed button where it still can be pressed (a role moved to an end cannot go further), else its twin.
    focusFirst(focusIds.roleMove(role.key, by), focusIds.roleMove(role.key, by === -1 ? 1 : -1));
  };
  const addBullet = () => {
    const bullet = { key: newKey(), text: '' };
    onChange(withBullets([...role.bullets, bullet]));
    focusFirst(focusIds.bullet(bullet.key));
  };
  const removeBullet = (at: number) => {
    const next = role.bullets[at + 1] ?? role.bullets[at - 1];
    onChange(withBullets(role.bullets.filter((_, index) => index !== at)));
    focusFirst(next && focusIds.bullet(next.key), focusIds.addBullet(role.key));
  };
  return (
    <section aria-labelledby={focusIds.role(role.key)} className="grid gap-3 rounded-lg border bg-card p-4">
      <h3 id={focusIds.role(role.key)} tabIndex={-1} className="text-base font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring">
        Role {number}
        {role.position || role.name ? `: ${[role.position, role.name].filter(Boolean).join(' at ')}` : ''}
      </h3>
      <ReadFrom lines={role.source} />
      <div className="grid gap-3 sm:grid-cols-2">
        <CheckedField
          label="Title"
          labelSuffix={of}
          inputId={focusIds.roleTitle(role.key)}
          value={role.position}
          onChange={set('position')}
          unsure={unsure('position')}
          error={errorOf(`work.${index}.position`)}
          hint={occupation ? occupationHint(occupation) : undefined}
        />
        <CheckedField
          label="Employer"
          labelSuffix={of}
          inputId={fieldId('name')}
          value={role.name}
          onChange={set('name')}
          unsure={unsure('name')}
          error={errorOf(`work.${index}.name`)}
        />
        <CheckedField
          label="Place"
          labelSuffix={of}
          inputId={fieldId('location')}
          value={role.location}
          onChange={set('location')}
          unsure={unsure('location')}
          error={errorOf(`work.${index}.location`)}
        />
        <div className="grid grid-cols-2 items-start gap-3">
          <CheckedField
            label="Start"
            labelSuffix={of}
            inputId={fieldId('startDate')}
            value={role.startDate}
            onChange={set('startDate')}
            unsure={unsure('startDate')}
            hint={monthHint}
            error={errorOf(`work.${index}.startDate`)}
          />
          <CheckedField
            label="End"
            labelSuffix={of}
            inputId={fieldId('endDate')}
            value={role.endDate}
            onChange={set('endDate')}
            unsure={unsure('endDate')}
            hint={endHint}
            error={errorOf(`work.${index}.endDate`)}
          />
        </div>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">
          Bullets of role {number}
          {unsure('highlights') && (
            <span className="ml-2 text-xs font-medium text-amber-800 dark:text-amber-300">None were read: add them if the role has some.</span>
          )}
        </legend>
        {role.bullets.length === 0 && <p className="text-sm text-muted-foreground">No bullets.</p>}
        {role.bullets.map((bullet, at) => (
          <BulletRow
            key={bullet.key}
            id={focusIds.bullet(bullet.key)}
            text={bullet.text}
            label={`Bullet ${at + 1} of role ${number}`}
            targets={roles.filter((other) => other.key !== role.key)}
            error={errorOf(`work.${index}.highlights.${at}`)}
            onText={(text) => onChange(withBullets(role.bullets.map((item) => (item.key === bullet.key ? { ...item, text } : item))))}
            onRemove={() => removeBullet(at)}
            onMoveTo={(toRoleKey) => {
              onMoveBullet(bullet.key, toRoleKey);
              // The bullet keeps its key in its new role: focus follows it there.
              focusFirst(focusIds.bullet(bullet.key));
            }}
          />
        ))}
        <Button id={focusIds.addBullet(role.key)} variant="outline" size="sm" className="justify-self-start" onClick={addBullet}>
          <Plus aria-hidden="true" />
          Add a bullet to role {number}
        </Button>
      </fieldset>
      <div className="flex flex-wrap gap-2 border-t pt-3">
        <Button id={focusIds.roleMove(role.key, -1)} variant="outline" size="sm" onClick={() => move(-1)} disabled={index === 0}>
          <ArrowUp aria-hidden="true" />
          Move role {number} up
        </Button>
        <Button id={focusIds.roleMove(role.key, 1)} variant="outline" size="sm" onClick={() => move(1)} disabled={index === count - 1}>
          <ArrowDown aria-hidden="true" />
          Move role {number} down
        </Button>
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          Remove role {number} (not a role)
        </Button>
      </div>
    </section>
  );
}

// Said under the title in ESCO's words, only where Seeker is sure of it; a guess, and said as one.
const occupationHint = (occupation: FoundOccupation) => `Likely occupation: ${occupation.label} (ESCO)`;

type BulletRowProps = {
  id: string;
  text: string;
  label: string;
  targets: { key: string; label: string }[];
  error: string | undefined;
  onText: (text: string) => void;
  onRemove: () => void;
  onMoveTo: (roleKey: string) => void;
};

/** One bullet: its text, and (a choice, then a button, so arrowing through the roles moves nothing) where to move it. */
function BulletRow({ id, text, label, targets, error, onText, onRemove, onMoveTo }: BulletRowProps) {
  const [choice, setChoice] = useState('');
  // A role chosen, then removed, is no choice: Move waits for another.
  const target = targets.some((option) => option.key === choice) ? choice : '';
  const selectId = useId();
  return (
    <div className="grid gap-2 rounded-md bg-muted/40 p-2 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid gap-1">
        <Label htmlFor={id} className="sr-only">
          {label}
        </Label>
        <textarea
          id={id}
          value={text}
          rows={2}
          onChange={(event) => onText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={notesOf(id, { error })}
          className={textAreaClass}
        />
        <FieldNotes id={id} error={error} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {targets.length > 0 && (
          <>
            <Label htmlFor={selectId} className="sr-only">
              Move {label.toLowerCase()} to
            </Label>
            <Select id={selectId} value={target} onChange={(event) => setChoice(event.target.value)} className="h-9 w-44">
              <option value="">Move to…</option>
              {targets.map((option) => (
                <option key={option.key} value={option.key}>
                  {option.label}
                </option>
              ))}
            </Select>
            <Button variant="outline" size="sm" disabled={target === ''} onClick={() => onMoveTo(target)} aria-label={`Move ${label.toLowerCase()}`}>
              <ArrowRight aria-hidden="true" />
              Move
            </Button>
          </>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:text-destructive"
          onClick={onRemove}
          aria-label={`Remove ${label.toLowerCase()}`}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </div>
  );
}
