/** A form's refusals by field path ("experience.0.endDate"), each the first message for it. */
export type FieldMessages = Record<string, string>;

/** The refused fields of a request: the contract's issues checked here first, or the server's error details. */
export function fieldMessages(issues: readonly { path: readonly PropertyKey[] | string; message: string }[]): FieldMessages {
  const byField: FieldMessages = {};
  for (const issue of issues) {
    const field = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    byField[field] ??= issue.message;
  }
  return byField;
}

/** Focus on the first refused field, in the form's order, so the reason is read at once. */
export function focusFirstRefused(form: HTMLFormElement | null, fields: readonly string[], refused: FieldMessages) {
  const first = fields.find((field) => refused[field]);
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
