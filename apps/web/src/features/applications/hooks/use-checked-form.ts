import { useState } from 'react';
import type { z } from 'zod/mini';
import { fieldMessages, focusFirstRefused } from '@/lib/field-messages';
import { apiFieldMessages } from '../lib/error-text';

/**
 * A form checked by the contract's own schema before it is sent: `check` answers the parsed body, or
 * null after showing each refused field's message and focusing the first. `errors` adds the server's.
 */
export function useCheckedForm<Schema extends z.ZodMiniType>(schema: Schema, fields: readonly string[], apiError: unknown) {
  const [checked, setChecked] = useState<Record<string, string>>({});
  const errors = { ...apiFieldMessages(apiError), ...checked };

  function check(form: HTMLFormElement, values: unknown): z.infer<Schema> | null {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const refused = fieldMessages(parsed.error.issues);
      setChecked(refused);
      focusFirstRefused(form, fields, refused);
      return null;
    }
    setChecked({});
    return parsed.data;
  }

  /** Shows a refusal the schema cannot know (a day before today). */
  function refuse(form: HTMLFormElement, field: string, message: string) {
    const refused = { [field]: message };
    setChecked(refused);
    focusFirstRefused(form, fields, refused);
  }

  return { errors, check, refuse };
}
