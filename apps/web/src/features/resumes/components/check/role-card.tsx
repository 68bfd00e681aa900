import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { CheckedField, ReadFrom } from './checked-field';
import { newKey, type DraftRole } from './structure-draft';

export const monthHint = 'YYYY or YYYY-MM';
export const monthPattern = '\\d{4}(-(0[1-9]|1[0-2]))?';

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
  const headingId = useId();
  const set = (field: keyof DraftRole) => (value: string) => onChange({ ...role, [field]: value });
  const unsure = (field: string) => role.unsure.includes(field);
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border bg-card p-4">
      <h3 id={headingId} className="text-base font-semibold">
        Role {number}
        {role.position || role.name ? `: ${[role.position, role.name].filter(Boolean).join(' at ')}` : ''}
      </h3>
      <ReadFrom lines={role.source} />
      <div className="grid gap-3 sm:grid-cols-2">
        <CheckedField
          label="Title"
          value={role.position}
          onChange={set('position')}
          unsure={unsure('position')}
          error={errorOf(`work.${index}.position`)}
        />
        <CheckedField label="Employer" value={role.name} onChange={set('name')} unsure={unsure('name')} error={errorOf(`work.${index}.name`)} />
        <CheckedField
          label="Place"
          value={role.location}
          onChange={set('location')}
          unsure={unsure('location')}
          error={errorOf(`work.${index}.location`)}
        />
        <div className="grid grid-cols-2 gap-3">
          <CheckedField
            label="Start"
            value={role.startDate}
            onChange={set('startDate')}
            unsure={unsure('startDate')}
            hint={monthHint}
            pattern={monthPattern}
            inputMode="numeric"
            error={errorOf(`work.${index}.startDate`)}
          />
          <CheckedField
            label="End"
            value={role.endDate}
            onChange={set('endDate')}
            unsure={unsure('endDate')}
            hint="Empty: you work here now"
            pattern={monthPattern}
            inputMode="numeric"
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
            text={bullet.text}
            label={`Bullet ${at + 1} of role ${number}`}
            targets={roles.filter((other) => other.key !== role.key)}
            onText={(text) => onChange({ ...role, bullets: role.bullets.map((item) => (item.key === bullet.key ? { ...item, text } : item)) })}
            onRemove={() => onChange({ ...role, bullets: role.bullets.filter((item) => item.key !== bullet.key) })}
            onMoveTo={(toRoleKey) => onMoveBullet(bullet.key, toRoleKey)}
          />
        ))}
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => onChange({ ...role, bullets: [...role.bullets, { key: newKey(), text: '' }] })}
        >
          <Plus aria-hidden="true" />
          Add a bullet to role {number}
        </Button>
      </fieldset>
      <div className="flex flex-wrap gap-2 border-t pt-3">
        <Button variant="outline" size="sm" onClick={() => onMove(-1)} disabled={index === 0}>
          <ArrowUp aria-hidden="true" />
          Move role {number} up
        </Button>
        <Button variant="outline" size="sm" onClick={() => onMove(1)} disabled={index === count - 1}>
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

type BulletRowProps = {
  text: string;
  label: string;
  targets: { key: string; label: string }[];
  onText: (text: string) => void;
  onRemove: () => void;
  onMoveTo: (roleKey: string) => void;
};

function BulletRow({ text, label, targets, onText, onRemove, onMoveTo }: BulletRowProps) {
  const id = useId();
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
          className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {targets.length > 0 && (
          <Select
            aria-label={`Move ${label.toLowerCase()} to another role`}
            value=""
            onChange={(event) => event.target.value && onMoveTo(event.target.value)}
            className="h-9 w-44"
          >
            <option value="">Move to…</option>
            {targets.map((target) => (
              <option key={target.key} value={target.key}>
                {target.label}
              </option>
            ))}
          </Select>
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
