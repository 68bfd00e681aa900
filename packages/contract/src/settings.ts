import { z } from 'zod/mini';

/** The word the Danger Zone's Delete Account asks the user to type. */
export const accountDeletionWord = 'DELETE';

export const accountMessages = {
  confirmation: `Type ${accountDeletionWord} to confirm`,
  deleteFailed: 'Failed to delete your account. Nothing was removed; please try again.',
  exportFailed: 'Failed to export your data. Please try again.',
} as const;

/** POST /api/users/{userId}/delete-account: nothing is removed without the typed confirmation. */
export const deleteAccountRequestSchema = z
  .strictObject({
    confirmation: z
      .literal(accountDeletionWord, { error: accountMessages.confirmation })
      .check(z.describe(`The word ${accountDeletionWord}, as the user typed it`)),
  })
  .check(z.meta({ examples: [{ confirmation: accountDeletionWord }] }));
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** The `format` of seeker-export.json; a later change to its shape gets a new number. */
export const accountExportFormat = 'seeker-export/1';
