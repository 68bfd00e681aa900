import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { focusFirst, focusIds } from './check/focus';
import { RoleCard } from './check/role-card';
import { emptyRole, moveBullet, moveEntry } from './check/structure-draft';
import type { EntrySectionProps } from './entry-section-props';

/** The check step's roles, each movable and removable, and a button to add one. */
export function RolesSection({ draft, byHand, update, announce, errorOf }: EntrySectionProps) {
  const roleLabels = draft.roles.map((role, index) => ({ key: role.key, label: `Role ${index + 1}${role.position ? `: ${role.position}` : ''}` }));

  function removeRole(index: number) {
    const next = draft.roles[index + 1] ?? draft.roles[index - 1];
    update({ roles: draft.roles.filter((_, at) => at !== index) });
    announce(`Role ${index + 1} removed`);
    focusFirst(next && focusIds.role(next.key), focusIds.addRole);
  }

  return (
    <section aria-labelledby="check-roles" className="grid gap-3">
      <h2 id="check-roles" className="text-lg font-semibold">
        Work experience
      </h2>
      {draft.roles.length === 0 && (
        <p className="text-sm text-muted-foreground">{byHand ? 'No roles yet.' : 'Seeker read no roles.'} Add yours below.</p>
      )}
      {draft.roles.map((role, index) => (
        <RoleCard
          key={role.key}
          role={role}
          index={index}
          count={draft.roles.length}
          roles={roleLabels}
          onChange={(next) => update({ roles: draft.roles.map((item) => (item.key === role.key ? next : item)) })}
          onMove={(by) => {
            update({ roles: moveEntry(draft.roles, index, by) });
            announce(`Role ${index + 1} is now role ${index + 1 + by}`);
          }}
          onRemove={() => removeRole(index)}
          onMoveBullet={(bulletKey, toRoleKey) => {
            update({ roles: moveBullet(draft.roles, bulletKey, toRoleKey) });
            announce(`Bullet moved to ${roleLabels.find((label) => label.key === toRoleKey)?.label ?? 'another role'}`);
          }}
          errorOf={errorOf}
        />
      ))}
      <Button
        id={focusIds.addRole}
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => {
          const role = emptyRole();
          update({ roles: [...draft.roles, role] });
          focusFirst(focusIds.roleTitle(role.key));
        }}
      >
        <Plus aria-hidden="true" />
        Add a role
      </Button>
    </section>
  );
}
