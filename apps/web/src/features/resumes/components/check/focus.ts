/** Ids of the check step's parts that focus is sent to after an action removes, moves or adds one. */
export const focusIds = {
  role: (key: string) => `check-role-${key}`,
  roleTitle: (key: string) => `check-role-${key}-title`,
  roleMove: (key: string, by: -1 | 1) => `check-role-${key}-${by < 0 ? 'up' : 'down'}`,
  addBullet: (roleKey: string) => `check-add-bullet-${roleKey}`,
  bullet: (key: string) => `check-bullet-${key}`,
  degree: (key: string) => `check-degree-${key}`,
  degreeType: (key: string) => `check-degree-${key}-type`,
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
