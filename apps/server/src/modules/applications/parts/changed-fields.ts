/** Whether any of `fields` differs between a part as it was and as it is now (a form sent back unchanged records nothing). */
export function changedFields<T>(before: T, after: T, fields: (keyof T)[]): boolean {
  return fields.some((field) => before[field] !== after[field]);
}
