/** Ids of the check step's parts that focus is sent to after an action removes, moves or adds one, or from an error about a field. */
export const focusIds = {
  role: (key: string) => `check-role-${key}`,
  /** A role's field, by its name in the API ("position", "startDate"). */
  roleField: (key: string, field: string) => `check-role-${key}-${field}`,
  roleTitle: (key: string) => focusIds.roleField(key, 'position'),
  roleMove: (key: string, by: -1 | 1) => `check-role-${key}-${by < 0 ? 'up' : 'down'}`,
  addBullet: (roleKey: string) => `check-add-bullet-${roleKey}`,
  bullet: (key: string) => `check-bullet-${key}`,
  degree: (key: string) => `check-degree-${key}`,
  degreeField: (key: string, field: string) => `check-degree-${key}-${field}`,
  degreeType: (key: string) => focusIds.degreeField(key, 'studyType'),
  /** A field of the name and contact section, by its name in the API ("name", "profiles"). */
  basics: (field: string) => `check-basics-${field}`,
  /** The skills, certificates or languages field. */
  list: (name: 'skills' | 'certificates' | 'languages') => `check-${name}`,
  top: 'check-top',
  addRole: 'check-add-role',
  addDegree: 'check-add-degree',
} as const;

/**
 * Focus the first of `ids` that is on the page and usable, once React has drawn the change: an action
 * that takes away the control that had focus never leaves it on the page's body.
 */
export function focusFirst(...ids: (string | undefined)[]) {
  requestAnimationFrame(() => {
    for (const id of ids) {
      const element = id ? document.getElementById(id) : null;
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus();
        return;
      }
    }
  });
}
